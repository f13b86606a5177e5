import ipaddr from 'ipaddr.js';
import type { Em } from '../../db/orm.js';
import { badInput } from '../../common/errors.js';
import { type CommentSettingsData, commentSettingsOf } from '../settings/comment-settings.js';
import { DEFAULT_SITE_SETTINGS } from '../settings/settings.defaults.js';
import { SiteSettingsRecord } from '../settings/site-settings.entity.js';
import type { CommentSettingsInput } from './comment-settings.types.js';

const SETTINGS_ID = 1;

/** A host name: dot-separated labels of letters, digits and inner hyphens. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** @returns whether `entry` is an IP address or a CIDR range ipaddr.js can read. */
export function isIpOrRange(entry: string): boolean {
  try {
    if (entry.includes('/')) ipaddr.parseCIDR(entry);
    else ipaddr.parse(entry);
    return true;
  } catch {
    return false;
  }
}

/** Trims, lower-cases, drops blanks and repeats, keeping the first order. */
const cleanList = (entries: string[]) =>
  [...new Set(entries.map((entry) => entry.trim().toLowerCase()))].filter(Boolean);

/** The comment rules, kept in the site-settings row (reads never write). */
export class CommentSettingsService {
  constructor(private readonly em: Em) {}

  /** @returns the stored rules, the defaults where nothing was saved. */
  async get(): Promise<CommentSettingsData> {
    const record = await this.em.findOne(SiteSettingsRecord, { id: SETTINGS_ID });
    return commentSettingsOf(record?.commentSettings);
  }

  /**
   * Saves the fields given, keeping the others; lists are trimmed, lower-cased and deduplicated.
   * @returns the rules now in force.
   * @throws BAD_USER_INPUT naming the field for a domain or address that is not one.
   */
  async update(input: CommentSettingsInput): Promise<CommentSettingsData> {
    const current = await this.get();
    const next: CommentSettingsData = { ...current };
    if (input.moderation != null) next.moderation = input.moderation;
    if (input.closeAfterDays !== undefined) next.closeAfterDays = input.closeAfterDays || null;
    if (input.maxLinks != null) next.maxLinks = input.maxLinks;
    if (input.blockedWords) next.blockedWords = cleanList(input.blockedWords);
    if (input.blockedEmailDomains) {
      next.blockedEmailDomains = cleanList(input.blockedEmailDomains).map((domain) => domain.replace(/^@/, ''));
      const bad = next.blockedEmailDomains.find((domain) => !DOMAIN.test(domain));
      if (bad !== undefined) {
        throw badInput(`"${bad}" is not an e-mail domain`, { blockedEmailDomains: 'Domains such as spam.example' });
      }
    }
    if (input.blockedIps) {
      next.blockedIps = cleanList(input.blockedIps);
      const bad = next.blockedIps.find((entry) => !isIpOrRange(entry));
      if (bad !== undefined) {
        throw badInput(`"${bad}" is not an IP address or range`, {
          blockedIps: 'Addresses such as 203.0.113.7 or ranges such as 203.0.113.0/24',
        });
      }
    }
    const record =
      (await this.em.findOne(SiteSettingsRecord, { id: SETTINGS_ID })) ??
      this.em.create(SiteSettingsRecord, { id: SETTINGS_ID, ...structuredClone(DEFAULT_SITE_SETTINGS) });
    record.commentSettings = next;
    await this.em.flush();
    return next;
  }
}
