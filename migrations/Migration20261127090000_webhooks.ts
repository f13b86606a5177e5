import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (Standard Webhooks): endpoints, and webhook_delivery, the outbox rows written in the
 * transaction of the change they announce and the delivery log at once. webhook_state holds the
 * worker's shared progress (site.changed debouncing, scheduled publications checked up to) and
 * webhook_schedule_mark the publications already announced, so restarts and several instances
 * announce each once.
 *
 * The state row starts at the current content version: changes made before webhooks existed are
 * not announced.
 */
export class Migration20261127090000_webhooks extends Migration {
  override name = 'Migration20261127090000_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("id" serial primary key, "url" varchar(2000) not null, "description" varchar(500) not null default '', "events" text[] not null, "enabled" boolean not null default true, "secret" varchar(100) not null, "previous_secret" varchar(100) null, "previous_secret_expires_at" timestamptz null, "created_at" timestamptz not null, "disabled_reason" varchar(500) null, "consecutive_failures" int not null default 0, "failing_since" timestamptz null);`,
    );
    this.addSql(
      `create table "webhook_delivery" ("id" serial primary key, "endpoint_id" int not null, "message_id" varchar(64) not null, "event_type" varchar(64) not null, "payload" jsonb not null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "last_status_code" int null, "last_duration_ms" int null, "last_response" varchar(1024) null, "last_error" varchar(1000) null, "created_at" timestamptz not null, "delivered_at" timestamptz null);`,
    );
    this.addSql(
      `create index "webhook_delivery_status_next_attempt_at_index" on "webhook_delivery" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `create index "webhook_delivery_endpoint_id_created_at_index" on "webhook_delivery" ("endpoint_id", "created_at");`,
    );
    this.addSql(
      `create table "webhook_schedule_mark" ("post_id" int not null, "published_at" timestamptz not null, primary key ("post_id", "published_at"));`,
    );
    this.addSql(
      `create table "webhook_state" ("id" int not null default 1, "site_announced_version" bigint null, "site_seen_version" bigint null, "site_seen_at" timestamptz null, "site_pending_since" timestamptz null, "schedule_since" timestamptz null, "schedule_checked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`,
    );
    this.addSql(
      `insert into "webhook_state" ("id", "site_announced_version", "site_seen_version") select 1, version, version from content_version where id = 1;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_state" cascade;`);
    this.addSql(`drop table if exists "webhook_schedule_mark" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
  }
}
