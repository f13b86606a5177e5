import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeAudit } from './token-view';
import {
  canRedeliver,
  checkEndpoint,
  checkUrl,
  chosenEvents,
  inEventOrder,
  previousSecretSigns,
  refusedEndpointFields,
  WEBHOOK_EVENTS,
} from './webhook-view';

/** A GraphQL refusal as Apollo Client hands it to the form. */
const refusal = (code: string, fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Refused', extensions: { code, fields } }] });

describe('WEBHOOK_EVENTS', () => {
  it('offers every event type the API documents, webhook.test aside', () => {
    expect(WEBHOOK_EVENTS.map((entry) => entry.type)).toEqual([
      'post.published',
      'post.updated',
      'post.unpublished',
      'post.deleted',
      'post.scheduled',
      'post.unscheduled',
      'tag.changed',
      'featured.changed',
      'comment.created',
      'site.changed',
    ]);
  });
});

describe('checkUrl', () => {
  it('takes an absolute http or https URL without credentials, as the server does', () => {
    expect(checkUrl(' https://example.com/hooks ')).toBeUndefined();
    expect(checkUrl('http://127.0.0.1:8080/x')).toBeUndefined();
    expect(checkUrl('  ')).toEqual({ id: 'admin.webhooks.error.urlRequired' });
    expect(checkUrl('example.com/hooks')).toEqual({ id: 'admin.webhooks.error.urlInvalid' });
    expect(checkUrl('ftp://example.com/')).toEqual({ id: 'admin.webhooks.error.urlProtocol' });
    expect(checkUrl('https://user:pw@example.com/')).toEqual({ id: 'admin.webhooks.error.urlCredentials' });
    expect(checkUrl(`https://example.com/${'x'.repeat(2000)}`)).toEqual({
      id: 'admin.webhooks.error.urlTooLong',
      values: { max: 2000 },
    });
  });

  it('checks the description length with the URL', () => {
    expect(checkEndpoint({ url: 'https://example.com', description: 'x'.repeat(501) })).toEqual({
      description: { id: 'admin.webhooks.error.descriptionTooLong', values: { max: 500 } },
    });
  });
});

describe('refusedEndpointFields', () => {
  it('names each refused field, in the interface language where the form can tell why', () => {
    const values = { url: 'https://example.com', description: '' };
    expect(refusedEndpointFields(refusal('BAD_USER_INPUT', { url: 'Not allowed here' }), values)).toEqual({
      url: { text: 'Not allowed here' },
    });
    expect(
      refusedEndpointFields(refusal('BAD_USER_INPUT', { url: 'x' }), { url: 'ftp://example.com', description: '' }),
    ).toEqual({ url: { id: 'admin.webhooks.error.urlProtocol' } });
    expect(refusedEndpointFields(refusal('BAD_USER_INPUT', { events: 'Unknown event type: x' }), values)).toEqual({
      events: { id: 'admin.webhooks.error.events' },
    });
  });

  it('is empty for other refusals', () => {
    expect(refusedEndpointFields(refusal('BAD_USER_INPUT'), { url: '', description: '' })).toEqual({});
    expect(refusedEndpointFields(refusal('NOT_FOUND', { url: 'x' }), { url: '', description: '' })).toEqual({});
    expect(refusedEndpointFields(new Error('offline'), { url: '', description: '' })).toEqual({});
  });
});

describe('events', () => {
  it('keeps the form order and drops what it does not offer', () => {
    expect(chosenEvents(['site.changed', 'post.published', 'webhook.test'])).toEqual([
      'post.published',
      'site.changed',
    ]);
    expect(chosenEvents([])).toEqual([]);
    expect(inEventOrder(['site.changed', 'x.unknown', 'post.updated'])).toEqual([
      'post.updated',
      'site.changed',
      'x.unknown',
    ]);
  });
});

describe('deliveries and secrets', () => {
  it('offers a redelivery only for a delivery that is not under way', () => {
    expect(canRedeliver('SUCCEEDED')).toBe(true);
    expect(canRedeliver('FAILED')).toBe(true);
    expect(canRedeliver('GAVE_UP')).toBe(true);
    expect(canRedeliver('PENDING')).toBe(false);
    expect(canRedeliver('DELIVERING')).toBe(false);
  });

  it('tells while the previous secret still signs', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(previousSecretSigns('2026-03-02T09:00:00.000Z', now)).toBe(true);
    expect(previousSecretSigns('2026-03-01T09:00:00.000Z', now)).toBe(false);
    expect(previousSecretSigns(null, now)).toBe(false);
  });
});

describe('describeAudit for webhooks', () => {
  it('reads the endpoint URL from the subject', () => {
    expect(describeAudit('webhook_endpoint.created', 'webhook_endpoint:4 https://example.com/a b')).toEqual({
      kind: 'webhookCreated',
      name: 'https://example.com/a b',
    });
    expect(describeAudit('webhook_endpoint.secret_rotated', 'webhook_endpoint:4 https://x.test/')).toEqual({
      kind: 'webhookRotated',
      name: 'https://x.test/',
    });
    expect(describeAudit('webhook_endpoint.deleted', 'odd')).toEqual({ kind: 'webhookDeleted', name: 'odd' });
  });
});
