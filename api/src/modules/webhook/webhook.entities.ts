import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/**
 * Where a delivery stands. `failed` means the last attempt failed and another is scheduled at
 * `nextAttemptAt`; `gave_up` means no further attempt will be made.
 */
export enum DeliveryStatus {
  PENDING = 'pending',
  DELIVERING = 'delivering',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
  GAVE_UP = 'gave_up',
}

registerEnumType(DeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first attempt (or for a redelivery).' },
    DELIVERING: { description: 'An attempt is under way (leased by a worker).' },
    SUCCEEDED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'The last attempt failed; another is scheduled at `nextAttemptAt`.' },
    GAVE_UP: { description: 'No further attempt: retries ran out (24 h), or the receiver answered 410 Gone.' },
  },
});

/**
 * A receiver of webhooks (Standard Webhooks). Its signing secret is shown once, when created or
 * rotated; during a rotation the previous secret still signs until `previousSecretExpiresAt`.
 */
@ObjectType({ simpleResolvers: true, description: 'A URL that receives signed webhook events (Standard Webhooks).' })
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint {
  @Field(() => ID, { description: 'The endpoint id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String, { description: 'Where events are POSTed (http or https, at most 2000 characters).' })
  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Field(() => String, { description: 'What the endpoint is for, as the owner described it (may be empty).' })
  @Property({ type: 'string', length: 500 })
  description: string & Opt = '';

  @Field(() => [String], { description: 'The event types sent to it, e.g. `post.published`; empty: every event.' })
  @Property({ type: 'text[]' })
  events: string[] & Opt = [];

  @Field(() => Boolean, { description: 'Whether events are sent; false after the owner or a failure disabled it.' })
  @Property({ type: 'boolean' })
  enabled: boolean & Opt = true;

  /** `whsec_` + base64 of 24 random bytes: the HMAC key of the signatures. */
  @Property({ type: 'string', length: 100, hidden: true })
  secret!: string;

  /** The secret before the last rotation: still signs until previousSecretExpiresAt. */
  @Property({ type: 'string', length: 100, nullable: true, hidden: true })
  previousSecret: (string & Opt) | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'Until when the secret replaced by the last rotation still signs too; null if none.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: (Date & Opt) | null = null;

  @Field(() => Date, { description: 'When the endpoint was created.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => String, {
    nullable: true,
    description: 'Why the server disabled the endpoint (410 Gone, 24 h of failures); null otherwise.',
  })
  @Property({ type: 'string', length: 500, nullable: true })
  disabledReason: (string & Opt) | null = null;

  @Field(() => Int, { description: 'Failed attempts since the last successful one.' })
  @Property({ type: 'integer' })
  consecutiveFailures: number & Opt = 0;

  /** The first failed attempt since the last success: sustained failure disables the endpoint. */
  @Property({ type: 'timestamptz', nullable: true })
  failingSince: (Date & Opt) | null = null;
}

/**
 * One message to one endpoint: the outbox row written in the transaction of the change it
 * announces, and its delivery log. `messageId` (the `webhook-id` header) stays the same across
 * retries and redeliveries, so receivers can drop duplicates.
 */
@ObjectType({ simpleResolvers: true, description: 'One webhook message to one endpoint, and how its delivery went.' })
@Entity({ tableName: 'webhook_delivery' })
@Index({ properties: ['status', 'nextAttemptAt'] })
@Index({ properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery id (give it to redeliverWebhook).' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Field(() => ID, { description: 'The endpoint it goes to.' })
  get endpointId(): string & Opt {
    return String(this.endpoint.id);
  }

  @Field(() => String, { description: 'The `webhook-id` header: the same across retries and redeliveries.' })
  @Property({ type: 'string', length: 64 })
  messageId!: string;

  @Field(() => String, { description: 'The event type, e.g. `post.published`.' })
  @Property({ type: 'string', length: 64 })
  eventType!: string;

  /** The Standard Webhooks envelope `{ type, timestamp, data }` sent as the body. */
  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Field(() => DeliveryStatus, { description: 'Where the delivery stands.' })
  @Property({ type: 'string', length: 16 })
  status: DeliveryStatus & Opt = DeliveryStatus.PENDING;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Field(() => Date, { description: 'When the next attempt is due (meaningful while pending or failed).' })
  @Property({ type: 'timestamptz' })
  nextAttemptAt!: Date;

  /** While delivering: until when the worker that took it owns it; past it another may retry. */
  @Property({ type: 'timestamptz', nullable: true })
  leaseUntil: (Date & Opt) | null = null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer; null if none came.' })
  @Property({ type: 'integer', nullable: true })
  lastStatusCode: (number & Opt) | null = null;

  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, in milliseconds.' })
  @Property({ type: 'integer', nullable: true })
  lastDurationMs: (number & Opt) | null = null;

  @Field(() => String, { nullable: true, description: 'The start of the last answer body (at most 1 kB).' })
  @Property({ type: 'string', length: 1024, nullable: true })
  lastResponse: (string & Opt) | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed (timeout, refused address, HTTP status); null after a success.',
  })
  @Property({ type: 'string', length: 1000, nullable: true })
  lastError: (string & Opt) | null = null;

  @Field(() => Date, { description: 'When the event was queued (in the transaction of the change it announces).' })
  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the receiver accepted it (2xx); null until then.' })
  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt: (Date & Opt) | null = null;
}

/**
 * The worker's shared progress (one row): the content version `site.changed` last announced and
 * the burst being debounced, and up to when scheduled publications were checked. Kept in the
 * database so restarts and several instances agree.
 */
@Entity({ tableName: 'webhook_state' })
export class WebhookState {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = 1;

  @Property({ type: 'bigint', nullable: true })
  siteAnnouncedVersion: (string & Opt) | null = null;

  @Property({ type: 'bigint', nullable: true })
  siteSeenVersion: (string & Opt) | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  siteSeenAt: (Date & Opt) | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sitePendingSince: (Date & Opt) | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  scheduleSince: (Date & Opt) | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  scheduleCheckedAt: (Date & Opt) | null = null;
}

/**
 * A publication already announced (`post.published`), by post and publication time: a scheduled
 * post going live is announced once, whichever instance or restart notices it.
 */
@Entity({ tableName: 'webhook_schedule_mark' })
export class WebhookScheduleMark {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  postId!: number;

  @PrimaryKey({ type: 'timestamptz' })
  publishedAt!: Date;
}
