import { Migration } from '@mikro-orm/migrations';

/** The feed-content site setting: RSS and Atom items carry the whole post (default) or its excerpt. */
export class Migration20261125144953_feed_content extends Migration {
  override name = 'Migration20261125144953_feed_content';

  override up(): void | Promise<void> {
    this.addSql(`alter table "site_settings" add "feed_content" text not null default 'full';`);
    this.addSql(
      `alter table "site_settings" add constraint "site_settings_feed_content_check" check ("feed_content" in ('full', 'excerpt'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "site_settings" drop constraint "site_settings_feed_content_check";`);
    this.addSql(`alter table "site_settings" drop column "feed_content";`);
  }
}
