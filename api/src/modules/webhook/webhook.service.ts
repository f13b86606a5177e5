import type { Clock } from '../../common/clock.js';
import { badInput, notFound } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import type { Em } from '../../db/orm.js';
import { AuditEntry } from '../integration/audit-entry.entity.js';
import { WEBHOOK_EVENT_TYPES } from './events.js';
import { newMessageId, newWebhookSecret } from './signing.js';
import { urlProblem } from './target.js';
import { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from './webhook.entities.js';
import { endpointsChanged } from './worker.js';

/** How long the secret replaced by a rotation still signs. */
const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;
const DESCRIPTION_MAX = 500;

/** What the owner sends to create or change an endpoint; absent fields keep their value. */
export interface WebhookEndpointRequest {
  url?: string | null;
  description?: string | null;
  events?: string[] | null;
  enabled?: boolean | null;
}

/** An endpoint with the secret the owner sees this once. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

/**
 * The owner's webhook endpoints (create, change, rotate the secret, delete: the first three
 * recorded in the audit log with deletion), their delivery log, test events and redeliveries.
 */
export class WebhookService {
  constructor(
    private readonly em: Em,
    private readonly clock: Clock,
  ) {}

  /** @returns every endpoint, newest first (never their secrets). */
  list(): Promise<WebhookEndpoint[]> {
    return this.em.find(WebhookEndpoint, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  /**
   * Creates an endpoint with a new signing secret. @returns it with the secret, kept nowhere else
   * in readable form for the owner. @throws BAD_USER_INPUT (fields.url, fields.events,
   * fields.description) for an invalid URL, unknown event type or over-long description.
   */
  async create(request: WebhookEndpointRequest, actor: string): Promise<EndpointWithSecret> {
    const fields = validate({ ...request, url: request.url ?? '' });
    const secret = newWebhookSecret();
    const endpoint = await this.em.transactional(async (tx) => {
      const created = tx.create(WebhookEndpoint, {
        url: request.url!.trim(),
        description: request.description?.trim() ?? '',
        events: fields.events ?? [],
        secret,
        createdAt: this.clock(),
      });
      await tx.flush();
      audit(tx, actor, 'webhook_endpoint.created', created);
      return created;
    });
    endpointsChanged();
    return { endpoint, secret };
  }

  /**
   * Changes the fields sent; enabling an endpoint clears why it was disabled and its failure count.
   * @returns the endpoint. @throws NOT_FOUND for an unknown id; BAD_USER_INPUT as for create.
   */
  async update(id: string, request: WebhookEndpointRequest): Promise<WebhookEndpoint> {
    const fields = validate(request);
    const endpoint = await this.em.transactional(async (tx) => {
      const found = await findEndpoint(tx, id);
      if (request.url != null) found.url = request.url.trim();
      if (request.description != null) found.description = request.description.trim();
      if (fields.events) found.events = fields.events;
      if (request.enabled != null && request.enabled !== found.enabled) {
        found.enabled = request.enabled;
        if (request.enabled) {
          found.disabledReason = null;
          found.consecutiveFailures = 0;
          found.failingSince = null;
        }
      }
      return found;
    });
    endpointsChanged();
    return endpoint;
  }

  /**
   * Gives the endpoint a new secret; the old one still signs (a second signature) for 24 hours,
   * so the receiver can switch without losing a message. @returns the endpoint and new secret.
   * @throws NOT_FOUND for an unknown id.
   */
  async rotateSecret(id: string, actor: string): Promise<EndpointWithSecret> {
    const secret = newWebhookSecret();
    const endpoint = await this.em.transactional(async (tx) => {
      const found = await findEndpoint(tx, id);
      found.previousSecret = found.secret;
      found.previousSecretExpiresAt = new Date(this.clock().getTime() + ROTATION_OVERLAP_MS);
      found.secret = secret;
      audit(tx, actor, 'webhook_endpoint.secret_rotated', found);
      return found;
    });
    return { endpoint, secret };
  }

  /** Deletes an endpoint and its delivery log. @throws NOT_FOUND for an unknown id. */
  async remove(id: string, actor: string): Promise<void> {
    await this.em.transactional(async (tx) => {
      const found = await findEndpoint(tx, id);
      audit(tx, actor, 'webhook_endpoint.deleted', found);
      tx.remove(found);
    });
    endpointsChanged();
  }

  /**
   * Queues a `webhook.test` event for this endpoint alone, whatever events it subscribes to.
   * @returns the queued delivery. @throws NOT_FOUND for an unknown id; BAD_USER_INPUT for a
   * disabled endpoint (it would never be sent).
   */
  async sendTest(id: string): Promise<WebhookDelivery> {
    const endpoint = await findEndpoint(this.em, id);
    if (!endpoint.enabled) throw badInput('Enable the endpoint first: disabled endpoints receive nothing');
    const now = this.clock();
    const delivery = this.em.create(WebhookDelivery, {
      endpoint,
      messageId: newMessageId(),
      eventType: 'webhook.test',
      payload: { type: 'webhook.test', timestamp: now.toISOString(), data: { endpointId: String(endpoint.id) } },
      nextAttemptAt: now,
      createdAt: now,
    });
    await this.em.flush();
    return delivery;
  }

  /**
   * @returns the `first` newest deliveries to an endpoint, newest first (1 to 200).
   * @throws NOT_FOUND for an unknown id.
   */
  async deliveries(endpointId: string, first: number): Promise<WebhookDelivery[]> {
    const endpoint = await findEndpoint(this.em, endpointId);
    return this.em.find(
      WebhookDelivery,
      { endpoint },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: Math.min(Math.max(first, 1), 200) },
    );
  }

  /**
   * Queues a new delivery of the same message (same `webhook-id`, same body) to the same
   * endpoint, due at once. @returns the new delivery. @throws NOT_FOUND for an unknown id.
   */
  async redeliver(deliveryId: string): Promise<WebhookDelivery> {
    const key = parseId(deliveryId);
    const original = key === null ? null : await this.em.findOne(WebhookDelivery, { id: key });
    if (!original) throw notFound('Webhook delivery not found');
    const now = this.clock();
    const copy = this.em.create(WebhookDelivery, {
      endpoint: original.endpoint,
      messageId: original.messageId,
      eventType: original.eventType,
      payload: original.payload,
      status: DeliveryStatus.PENDING,
      nextAttemptAt: now,
      createdAt: now,
    });
    await this.em.flush();
    return copy;
  }
}

/** @returns the checked fields, or throws BAD_USER_INPUT naming every invalid one. */
function validate(request: WebhookEndpointRequest): { events?: string[] } {
  const fields: Record<string, string> = {};
  if (request.url != null) {
    const problem = urlProblem(request.url.trim());
    if (problem) fields.url = problem;
  }
  if (request.description != null && request.description.trim().length > DESCRIPTION_MAX)
    fields.description = `At most ${DESCRIPTION_MAX} characters`;
  let events: string[] | undefined;
  if (request.events != null) {
    events = [...new Set(request.events.map((event) => event.trim()))].sort();
    const unknown = events.filter((event) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event));
    if (unknown.length)
      fields.events = `Unknown event type: ${unknown.join(', ')} (known: ${WEBHOOK_EVENT_TYPES.join(', ')})`;
  }
  if (Object.keys(fields).length) throw badInput('The webhook endpoint cannot be saved', fields);
  return { events };
}

async function findEndpoint(em: Em, id: string): Promise<WebhookEndpoint> {
  const key = parseId(id);
  const endpoint = key === null ? null : await em.findOne(WebhookEndpoint, { id: key });
  if (!endpoint) throw notFound('Webhook endpoint not found');
  return endpoint;
}

/** Adds the audit entry to the transaction's unit of work: it commits with the change it records. */
function audit(em: Em, actor: string, action: string, endpoint: WebhookEndpoint): void {
  em.create(AuditEntry, { actor, action, subject: `webhook_endpoint:${endpoint.id} ${endpoint.url}`.slice(0, 200) });
}
