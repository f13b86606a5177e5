import { Migration } from '@mikro-orm/migrations';

/**
 * Comment moderation: a status per comment (existing comments stay public: approved, and marked
 * as already announced to webhooks), the status a trashed comment is restored to and when it
 * was trashed (trash is emptied after 30 days, found by its index), the codes of the rules that
 * acted on it, one level of replies (deleted with their comment) written by the site's author
 * or not, and the comment rules in the site settings row.
 */
export class Migration20261128090000_comment_moderation extends Migration {
  override name = 'Migration20261128090000_comment_moderation';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "comment" add "status" text not null default 'approved', add "status_before_trash" text null, add "trashed_at" timestamptz null, add "reasons" text[] not null default '{}', add "parent_id" int null, add "by_author" boolean not null default false, add "announced_at" timestamptz null;`,
    );
    this.addSql(`alter table "comment" alter column "reasons" drop default;`);
    this.addSql(`update "comment" set "announced_at" = "created_at";`);
    this.addSql(
      `alter table "comment" add constraint "comment_status_check" check ("status" in ('pending', 'approved', 'spam', 'trash'));`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_status_before_trash_check" check ("status_before_trash" in ('pending', 'approved', 'spam', 'trash'));`,
    );
    this.addSql(
      `alter table "comment" add constraint "comment_parent_id_foreign" foreign key ("parent_id") references "comment" ("id") on delete cascade;`,
    );
    this.addSql(`create index "comment_status_created_at_index" on "comment" ("status", "created_at");`);
    this.addSql(`create index "comment_email_status_index" on "comment" ("email", "status");`);
    this.addSql(`create index "comment_parent_id_index" on "comment" ("parent_id");`);
    this.addSql(`create index "comment_trashed_at_index" on "comment" ("trashed_at");`);
    this.addSql(`alter table "site_settings" add "comment_settings" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "site_settings" drop column "comment_settings";`);
    this.addSql(`drop index "comment_trashed_at_index";`);
    this.addSql(`drop index "comment_parent_id_index";`);
    this.addSql(`drop index "comment_email_status_index";`);
    this.addSql(`drop index "comment_status_created_at_index";`);
    this.addSql(`alter table "comment" drop constraint "comment_parent_id_foreign";`);
    this.addSql(`alter table "comment" drop constraint "comment_status_before_trash_check";`);
    this.addSql(`alter table "comment" drop constraint "comment_status_check";`);
    this.addSql(
      `alter table "comment" drop column "status", drop column "status_before_trash", drop column "trashed_at", drop column "reasons", drop column "parent_id", drop column "by_author", drop column "announced_at";`,
    );
  }
}
