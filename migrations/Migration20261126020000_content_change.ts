import { Migration } from '@mikro-orm/migrations';

/** How many versions of changes the table keeps: a cache further behind starts afresh. */
const KEPT_VERSIONS = 1000;

/** More scopes than this in one transaction (an import) are recorded as one change to everything. */
const MAX_SCOPES_PER_TRANSACTION = 500;

/**
 * What each write changed, so that the response cache drops only the answers that read it.
 * Every content write still bumps content_version once per transaction; its rows also record
 * their scopes in content_change under that version:
 *   post row       post:<id>, slug:<slug>, group:<translation group>, and archive when the row
 *                  enters or leaves the archive counts (insert, delete, or a change of status,
 *                  publication time, date or locale); old and new values both
 *   section row    post:<post id>
 *   comment row    comments:<post id>
 *   featured_entry featured
 *   upload         uploads
 *   site_settings  settings
 *   truncate, or a transaction past MAX_SCOPES_PER_TRANSACTION: * (everything)
 * The scope names are the ones modules/cache/read-scopes.ts records for what an answer read.
 */
export class Migration20261126020000_content_change extends Migration {
  override name = 'Migration20261126020000_content_change';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_change" ("version" bigint not null, "scope" text not null, primary key ("version", "scope"));`,
    );
    // The version of the running transaction, bumped on its first write (the row lock on
    // content_version then orders versions as their transactions commit).
    this.addSql(`create or replace function content_version_of_transaction() returns bigint
      language plpgsql as $$
        declare
          bumped bigint;
        begin
          if current_setting('blog.content_version_bumped', true) is distinct from txid_current()::text then
            update content_version set version = version + 1 where id = 1 returning version into bumped;
            perform set_config('blog.content_version_bumped', txid_current()::text, true);
            perform set_config('blog.content_version_current', bumped::text, true);
            perform set_config('blog.content_scopes', '0', true);
            delete from content_change where version <= bumped - ${KEPT_VERSIONS};
            if current_setting('blog.notify_content_version', true) = 'on' then
              perform pg_notify('content_version', '');
            end if;
            return bumped;
          end if;
          return current_setting('blog.content_version_current')::bigint;
        end
      $$;`);
    this.addSql(`create or replace function record_content_change(scopes text[]) returns void
      language plpgsql as $$
        declare
          current_version bigint := content_version_of_transaction();
          recorded int := current_setting('blog.content_scopes')::int;
        begin
          if recorded < 0 then
            return;
          end if;
          if recorded + cardinality(scopes) > ${MAX_SCOPES_PER_TRANSACTION} or '*' = any(scopes) then
            insert into content_change (version, scope) values (current_version, '*') on conflict do nothing;
            perform set_config('blog.content_scopes', '-1', true);
            return;
          end if;
          insert into content_change (version, scope)
            select current_version, scope from unnest(scopes) as scope on conflict do nothing;
          perform set_config('blog.content_scopes', (recorded + cardinality(scopes))::text, true);
        end
      $$;`);
    this.addSql(`create or replace function bump_content_version() returns trigger
      language plpgsql as $$
        begin
          perform content_version_of_transaction();
          if TG_OP = 'TRUNCATE' then
            perform record_content_change(array['*']);
          end if;
          return null;
        end
      $$;`);
    this.addSql(`create or replace function post_content_change() returns trigger
      language plpgsql as $$
        begin
          if TG_OP <> 'INSERT' then
            perform record_content_change(array['post:' || old.id, 'slug:' || old.slug, 'group:' || old.translation_group]);
          end if;
          if TG_OP <> 'DELETE' then
            perform record_content_change(array['post:' || new.id, 'slug:' || new.slug, 'group:' || new.translation_group]);
          end if;
          if TG_OP <> 'UPDATE' or (old.status, old.published_at, old.date, old.locale)
              is distinct from (new.status, new.published_at, new.date, new.locale) then
            perform record_content_change(array['archive']);
          end if;
          return null;
        end
      $$;`);
    this.addSql(`create or replace function post_part_content_change() returns trigger
      language plpgsql as $$
        begin
          if TG_OP <> 'INSERT' then
            perform record_content_change(array[TG_ARGV[0] || old.post_id]);
          end if;
          if TG_OP <> 'DELETE' then
            perform record_content_change(array[TG_ARGV[0] || new.post_id]);
          end if;
          return null;
        end
      $$;`);
    this.addSql(`create or replace function table_content_change() returns trigger
      language plpgsql as $$
        begin
          perform record_content_change(array[TG_ARGV[0]]);
          return null;
        end
      $$;`);
    const rowTrigger = (table: string, call: string) =>
      this.addSql(`create trigger "${table}_records_content_change"
        after insert or update or delete on "${table}" for each row execute function ${call};`);
    rowTrigger('post', 'post_content_change()');
    rowTrigger('section', `post_part_content_change('post:')`);
    rowTrigger('comment', `post_part_content_change('comments:')`);
    rowTrigger('featured_entry', `table_content_change('featured')`);
    rowTrigger('upload', `table_content_change('uploads')`);
    rowTrigger('site_settings', `table_content_change('settings')`);
  }

  override down(): void | Promise<void> {
    for (const table of ['post', 'section', 'comment', 'featured_entry', 'upload', 'site_settings']) {
      this.addSql(`drop trigger if exists "${table}_records_content_change" on "${table}";`);
    }
    this.addSql(`drop function if exists post_content_change();`);
    this.addSql(`drop function if exists post_part_content_change();`);
    this.addSql(`drop function if exists table_content_change();`);
    this.addSql(`create or replace function bump_content_version() returns trigger
      language plpgsql as $$
        begin
          if current_setting('blog.content_version_bumped', true) is distinct from txid_current()::text then
            update content_version set version = version + 1 where id = 1;
            perform set_config('blog.content_version_bumped', txid_current()::text, true);
            if current_setting('blog.notify_content_version', true) = 'on' then
              perform pg_notify('content_version', '');
            end if;
          end if;
          return null;
        end
      $$;`);
    this.addSql(`drop function if exists record_content_change(text[]);`);
    this.addSql(`drop function if exists content_version_of_transaction();`);
    this.addSql(`drop table if exists "content_change" cascade;`);
  }
}
