import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { CommentModeration, CommentSettingsInput } from '../../gql/schema-types';
import type { AdminMessageId } from '../../i18n/admin-messages';
import { errorCode } from '../../lib/errors';

/** Bounds the API puts on the comment rules (api/src/modules/comment/comment-settings.types.ts). */
export const LIMITS = { closeAfterDays: 36_500, maxLinks: 100, entries: 1000, word: 100 };

/** The moderation modes, in the order of the radio group, each with its label and explanation. */
export const MODERATION_MODES: { value: CommentModeration; label: AdminMessageId; hint: AdminMessageId }[] = [
  { value: 'ALL', label: 'admin.settings.moderation.all', hint: 'admin.settings.moderation.allHint' },
  {
    value: 'FIRST_TIME',
    label: 'admin.settings.moderation.firstTime',
    hint: 'admin.settings.moderation.firstTimeHint',
  },
  { value: 'NONE', label: 'admin.settings.moderation.none', hint: 'admin.settings.moderation.noneHint' },
];

export interface CommentSettingsValues {
  moderation: CommentModeration;
  closeEnabled: boolean;
  /** As typed: a whole number of days once checked. */
  closeAfterDays: string;
  maxLinks: string;
  /** One entry a line. */
  blockedWords: string;
  blockedEmailDomains: string;
  blockedIps: string;
}

export type SettingsField =
  'moderation' | 'closeAfterDays' | 'maxLinks' | 'blockedWords' | 'blockedEmailDomains' | 'blockedIps';
export type FieldError = { id: AdminMessageId; values?: Record<string, string | number> } | { text: string };
export type SettingsErrors = Partial<Record<SettingsField, FieldError>>;

const FIELDS: SettingsField[] = [
  'moderation',
  'closeAfterDays',
  'maxLinks',
  'blockedWords',
  'blockedEmailDomains',
  'blockedIps',
];

/** Days offered when the owner first turns closing on. */
const DEFAULT_CLOSE_DAYS = 30;

/** @returns the form's values for the stored rules. */
export function toValues(settings: {
  moderation: CommentModeration;
  closeAfterDays?: number | null;
  maxLinks: number;
  blockedWords: string[];
  blockedEmailDomains: string[];
  blockedIps: string[];
}): CommentSettingsValues {
  return {
    moderation: settings.moderation,
    closeEnabled: settings.closeAfterDays != null,
    closeAfterDays: String(settings.closeAfterDays ?? DEFAULT_CLOSE_DAYS),
    maxLinks: String(settings.maxLinks),
    blockedWords: settings.blockedWords.join('\n'),
    blockedEmailDomains: settings.blockedEmailDomains.join('\n'),
    blockedIps: settings.blockedIps.join('\n'),
  };
}

/** @returns the entries of a one-per-line text: trimmed, blank lines and repeats left out. */
export const lines = (text: string): string[] => [
  ...new Set(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/** @returns what the form can tell is wrong before asking the server (the API checks domains and addresses). */
export function checkValues(values: CommentSettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (values.closeEnabled) {
    const days = wholeNumber(values.closeAfterDays);
    if (days === null || days < 1 || days > LIMITS.closeAfterDays)
      errors.closeAfterDays = { id: 'admin.settings.error.closeAfterDays', values: { max: LIMITS.closeAfterDays } };
  }
  const links = wholeNumber(values.maxLinks);
  if (links === null || links > LIMITS.maxLinks)
    errors.maxLinks = { id: 'admin.settings.error.maxLinks', values: { max: LIMITS.maxLinks } };
  const words = lines(values.blockedWords);
  if (words.some((word) => word.length > LIMITS.word))
    errors.blockedWords = { id: 'admin.settings.error.wordTooLong', values: { max: LIMITS.word } };
  for (const field of ['blockedWords', 'blockedEmailDomains', 'blockedIps'] as const) {
    if (lines(values[field]).length > LIMITS.entries)
      errors[field] = { id: 'admin.settings.error.tooMany', values: { max: LIMITS.entries } };
  }
  return errors;
}

/** @returns the mutation's input for valid `values` (every field: the form saves them all). */
export function toInput(values: CommentSettingsValues): CommentSettingsInput {
  return {
    moderation: values.moderation,
    closeAfterDays: values.closeEnabled ? Number(values.closeAfterDays) : 0,
    maxLinks: Number(values.maxLinks),
    blockedWords: lines(values.blockedWords),
    blockedEmailDomains: lines(values.blockedEmailDomains),
    blockedIps: lines(values.blockedIps),
  };
}

/** The server's field names (`blockedIps`, `input.blockedWords[3]`) as the form's. */
function fieldOf(path: string): SettingsField | null {
  const match = /(?:^|\.)([a-zA-Z]+)(?:\[\d+\])?$/.exec(path);
  const name = match?.[1];
  return FIELDS.includes(name as SettingsField) ? (name as SettingsField) : null;
}

/** The messages of refusals the form knows: with the entry the server quotes, and without. */
const REFUSED: Partial<Record<SettingsField, { entry: AdminMessageId; general: AdminMessageId }>> = {
  blockedEmailDomains: { entry: 'admin.settings.error.domain', general: 'admin.settings.error.domains' },
  blockedIps: { entry: 'admin.settings.error.ip', general: 'admin.settings.error.ips' },
};

/**
 * @returns the fields a refused save names (`extensions.fields`), with a message in the
 * interface's language where the form knows the rule (naming the entry the server quotes:
 * `"x" is not an e-mail domain`), else the server's own words.
 */
export function refusedFields(error: unknown): SettingsErrors {
  if (errorCode(error) !== 'BAD_USER_INPUT' || !CombinedGraphQLErrors.is(error)) return {};
  const first = error.errors[0];
  const fields: unknown = first?.extensions?.fields;
  if (!first || !fields || typeof fields !== 'object') return {};
  const errors: SettingsErrors = {};
  const quoted = /^"(.+)" is not /.exec(first.message)?.[1];
  for (const [path, said] of Object.entries(fields as Record<string, unknown>)) {
    const field = fieldOf(path);
    if (!field || errors[field]) continue;
    const known = REFUSED[field];
    if (known) errors[field] = quoted ? { id: known.entry, values: { entry: quoted } } : { id: known.general };
    else if (field === 'closeAfterDays')
      errors[field] = { id: 'admin.settings.error.closeAfterDays', values: { max: LIMITS.closeAfterDays } };
    else if (field === 'maxLinks')
      errors[field] = { id: 'admin.settings.error.maxLinks', values: { max: LIMITS.maxLinks } };
    else errors[field] = { text: typeof said === 'string' && said ? said : first.message };
  }
  return errors;
}

/** Whether `errors` names any field. */
export const hasErrors = (errors: SettingsErrors): boolean => Object.keys(errors).length > 0;
