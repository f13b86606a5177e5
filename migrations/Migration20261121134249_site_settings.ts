import { Migration } from '@mikro-orm/migrations';

export class Migration20261121134249_site_settings extends Migration {
  override name = 'Migration20261121134249_site_settings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "site_settings" ("id" int not null default 1, "site_name" varchar(100) not null, "social_links" jsonb not null, "author_name" varchar(100) not null, "author_email" varchar(254) not null, "author_links" jsonb not null, "texts" jsonb not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site_settings" cascade;`);
  }
}
