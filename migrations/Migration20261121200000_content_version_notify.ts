import { Migration } from '@mikro-orm/migrations';

/** The trigger function as Migration20261121140650_content_version wrote it, plus `notify`. */
const bumpFunction = (notify: string) => `create or replace function bump_content_version() returns trigger
  language plpgsql as $$
    begin
      if current_setting('blog.content_version_bumped', true) is distinct from txid_current()::text then
        update content_version set version = version + 1 where id = 1;
        perform set_config('blog.content_version_bumped', txid_current()::text, true);${notify}
      end if;
      return null;
    end
  $$;`;

/**
 * A write to the content also sends NOTIFY content_version (once per transaction, delivered at
 * commit) in sessions that set blog.notify_content_version to 'on'. The embedded PGlite database
 * is one session in one process, so the response cache there learns of every write this way and
 * keeps the content state in memory instead of reading it per request (modules/cache). Other
 * sessions, the PostgreSQL server's included, leave the setting unset and send nothing.
 */
export class Migration20261121200000_content_version_notify extends Migration {
  override name = 'Migration20261121200000_content_version_notify';

  override up(): void | Promise<void> {
    this.addSql(
      bumpFunction(`
        if current_setting('blog.notify_content_version', true) = 'on' then
          perform pg_notify('content_version', '');
        end if;`),
    );
  }

  override down(): void | Promise<void> {
    this.addSql(bumpFunction(''));
  }
}
