import { Migration } from '@mikro-orm/migrations';

/** Tables whose writes change what readers see: each statement on them bumps content_version. */
const CONTENT_TABLES = ['post', 'section', 'comment', 'featured_entry', 'upload', 'site_settings'];

/**
 * The content version read by the response cache: one row, bumped by a statement-level trigger
 * on every insert, update, delete or truncate of the content tables, from any process.
 */
export class Migration20261121140650_content_version extends Migration {
  override name = 'Migration20261121140650_content_version';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_version" ("id" int not null default 1, "version" bigint not null default '0', primary key ("id"));`,
    );
    this.addSql(`insert into "content_version" ("id", "version") values (1, 0);`);
    // Once per transaction: the row lock is then held from a transaction's first write to its
    // commit, and readers see the new version exactly when they can see the new data.
    this.addSql(`create or replace function bump_content_version() returns trigger
      language plpgsql as $$
        begin
          if current_setting('blog.content_version_bumped', true) is distinct from txid_current()::text then
            update content_version set version = version + 1 where id = 1;
            perform set_config('blog.content_version_bumped', txid_current()::text, true);
          end if;
          return null;
        end
      $$;`);
    for (const table of CONTENT_TABLES) {
      this.addSql(`create trigger "${table}_bumps_content_version"
        after insert or update or delete or truncate on "${table}"
        for each statement execute function bump_content_version();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of CONTENT_TABLES) {
      this.addSql(`drop trigger if exists "${table}_bumps_content_version" on "${table}";`);
    }
    this.addSql(`drop function if exists bump_content_version();`);
    this.addSql(`drop table if exists "content_version" cascade;`);
  }
}
