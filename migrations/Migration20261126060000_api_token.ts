import { Migration } from '@mikro-orm/migrations';

/**
 * API tokens for integrations (stored as keyed hashes of their secrets) and the audit log of
 * who created, regenerated or revoked them.
 */
export class Migration20261126060000_api_token extends Migration {
  override name = 'Migration20261126060000_api_token';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_token" ("id" serial primary key, "name" varchar(100) not null, "scopes" text[] not null, "secret_hash" varchar(64) not null, "hint" varchar(4) not null, "created_at" timestamptz not null, "regenerated_at" timestamptz null, "expires_at" timestamptz null, "last_used_at" timestamptz null);`,
    );
    this.addSql(`alter table "api_token" add constraint "api_token_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(
      `create table "audit_entry" ("id" serial primary key, "at" timestamptz not null, "actor" varchar(254) not null, "action" varchar(64) not null, "subject" varchar(200) not null);`,
    );
    this.addSql(`create index "audit_entry_at_index" on "audit_entry" ("at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
