import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { WebhookDeliveryStatus } from '../../gql/schema-types';
import type { AdminMessageId } from '../../i18n/admin-messages';
import { errorCode } from '../../lib/errors';

/** The server's limits on an endpoint (WebhookService, target.ts). */
export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 500;

/** How many deliveries an open log shows (the newest). */
export const DELIVERIES_SHOWN = 50;
/** How often an open delivery log asks again. */
export const LOG_POLL_MS = 5000;

/**
 * The events an endpoint may subscribe to, in the form's order, each with what causes it. The
 * server's `webhook.test` is not among them: it goes to one endpoint, on demand, whatever it takes.
 */
export const WEBHOOK_EVENTS: readonly { type: string; description: AdminMessageId }[] = [
  { type: 'post.published', description: 'admin.webhooks.event.postPublished' },
  { type: 'post.updated', description: 'admin.webhooks.event.postUpdated' },
  { type: 'post.unpublished', description: 'admin.webhooks.event.postUnpublished' },
  { type: 'post.deleted', description: 'admin.webhooks.event.postDeleted' },
  { type: 'post.scheduled', description: 'admin.webhooks.event.postScheduled' },
  { type: 'post.unscheduled', description: 'admin.webhooks.event.postUnscheduled' },
  { type: 'tag.changed', description: 'admin.webhooks.event.tagChanged' },
  { type: 'featured.changed', description: 'admin.webhooks.event.featuredChanged' },
  { type: 'comment.created', description: 'admin.webhooks.event.commentCreated' },
  { type: 'site.changed', description: 'admin.webhooks.event.siteChanged' },
];

/** @returns `events` in the form's order, whatever order the server keeps them in; unknown ones last. */
export function inEventOrder(events: readonly string[]): string[] {
  const rank = (type: string) => {
    const index = WEBHOOK_EVENTS.findIndex((entry) => entry.type === type);
    return index === -1 ? WEBHOOK_EVENTS.length : index;
  };
  return [...events].sort((a, b) => rank(a) - rank(b));
}

/** What each delivery status is called in the log. */
export const STATUS_LABELS: Record<WebhookDeliveryStatus, AdminMessageId> = {
  SUCCEEDED: 'admin.webhooks.status.succeeded',
  FAILED: 'admin.webhooks.status.failed',
  GAVE_UP: 'admin.webhooks.status.gaveUp',
  PENDING: 'admin.webhooks.status.pending',
  DELIVERING: 'admin.webhooks.status.delivering',
};

/**
 * True for a delivery worth sending again: one that ended (or failed and waits). A pending or
 * delivering one is about to be sent anyway.
 */
export const canRedeliver = (status: WebhookDeliveryStatus) => status !== 'PENDING' && status !== 'DELIVERING';

/** True while the previous secret, replaced by a rotation, still signs messages. */
export function previousSecretSigns(expiresAt: string | null | undefined, now: Date): boolean {
  return !!expiresAt && new Date(expiresAt).getTime() > now.getTime();
}

/** A field's error: a message of the catalog, or the server's own words for a refusal the form cannot tell. */
export type FieldError = { id: AdminMessageId; values?: Record<string, string | number> } | { text: string };
export type EndpointField = 'url' | 'description' | 'events';
export type EndpointErrors = Partial<Record<EndpointField, FieldError>>;

/** The form's own check of a URL, with the server's rules: absolute http(s), no credentials, 2000 characters. */
export function checkUrl(value: string): FieldError | undefined {
  const text = value.trim();
  if (!text) return { id: 'admin.webhooks.error.urlRequired' };
  if (text.length > URL_MAX) return { id: 'admin.webhooks.error.urlTooLong', values: { max: URL_MAX } };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { id: 'admin.webhooks.error.urlInvalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { id: 'admin.webhooks.error.urlProtocol' };
  if (url.username || url.password) return { id: 'admin.webhooks.error.urlCredentials' };
  if (!url.hostname) return { id: 'admin.webhooks.error.urlInvalid' };
  return undefined;
}

/** The form's checks before anything is sent. */
export function checkEndpoint({ url, description }: { url: string; description: string }): EndpointErrors {
  const errors: EndpointErrors = {};
  const urlError = checkUrl(url);
  if (urlError) errors.url = urlError;
  if (description.trim().length > DESCRIPTION_MAX)
    errors.description = { id: 'admin.webhooks.error.descriptionTooLong', values: { max: DESCRIPTION_MAX } };
  return errors;
}

/**
 * The fields a refused save names (`extensions.fields`), each with a message in the interface's
 * language where the form can tell the reason, else with the server's (English) words.
 */
export function refusedEndpointFields(error: unknown, values: { url: string; description: string }): EndpointErrors {
  if (errorCode(error) !== 'BAD_USER_INPUT' || !CombinedGraphQLErrors.is(error)) return {};
  const fields: unknown = error.errors[0]?.extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const said = (key: string) => {
    const text = (fields as Record<string, unknown>)[key];
    return typeof text === 'string' && text ? text : undefined;
  };
  const local = checkEndpoint(values);
  const errors: EndpointErrors = {};
  if ('url' in fields)
    errors.url = local.url ?? (said('url') ? { text: said('url')! } : { id: 'admin.webhooks.error.urlRefused' });
  if ('description' in fields)
    errors.description = local.description ?? {
      id: 'admin.webhooks.error.descriptionTooLong',
      values: { max: DESCRIPTION_MAX },
    };
  if ('events' in fields) errors.events = { id: 'admin.webhooks.error.events' };
  return errors;
}

/** @returns the events to send: none checked means every event (the server's empty list). */
export function chosenEvents(checked: readonly string[]): string[] {
  return WEBHOOK_EVENTS.map((entry) => entry.type).filter((type) => checked.includes(type));
}
