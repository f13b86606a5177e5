import { Migration } from '@mikro-orm/migrations';

/**
 * The change feed integrations poll (`changes(since:)`): which posts, tags and the featured list
 * changed, in the order their transactions committed.
 *
 * Each row carries the content version of its transaction (content_version_of_transaction(): the
 * first content write of a transaction bumps the one content_version row, whose row lock it then
 * holds until it commits). A later transaction therefore gets a higher version only once every
 * lower one has committed, so a poller that has seen version N never meets a version below N
 * committing afterwards: no change can be skipped, as it could with a plain sequence or a
 * timestamp (transactions commit out of order). The cost is that content writes commit one at a
 * time, which they already did for the response cache's version.
 *
 * sync_horizon.pruned_through is the highest version whose rows were pruned (kept for a set
 * period) or wiped (truncate): a token older than it may have missed a change and must resync.
 */
export class Migration20261126070000_sync_change extends Migration {
  override name = 'Migration20261126070000_sync_change';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sync_change" ("version" bigint not null, "kind" text not null, "key" text not null, "at" timestamptz not null default now(), primary key ("version", "kind", "key"));`,
    );
    this.addSql(`create index "sync_change_at_index" on "sync_change" ("at");`);
    this.addSql(
      `create table "sync_horizon" ("id" int not null default 1, "pruned_through" bigint not null, primary key ("id"));`,
    );
    this.addSql(`insert into "sync_horizon" ("id", "pruned_through") values (1, 0);`);
    this.addSql(`create or replace function record_sync_change(kind text, keys text[]) returns void
      language sql as $$
        insert into sync_change (version, kind, key)
          select content_version_of_transaction(), kind, key from unnest(keys) as key
          on conflict do nothing;
      $$;`);
    // A post's tags change when the tags do, and when the post enters or leaves what readers see.
    this.addSql(`create or replace function post_sync_change() returns trigger
      language plpgsql as $$
        begin
          if TG_OP <> 'INSERT' then
            perform record_sync_change('post', array[old.id::text]);
          end if;
          if TG_OP <> 'DELETE' then
            perform record_sync_change('post', array[new.id::text]);
          end if;
          if TG_OP = 'INSERT' then
            perform record_sync_change('tag', new.tag_keys);
          elsif TG_OP = 'DELETE' then
            perform record_sync_change('tag', old.tag_keys);
          elsif (old.tag_keys, old.status, old.published_at, old.locale)
              is distinct from (new.tag_keys, new.status, new.published_at, new.locale) then
            perform record_sync_change('tag', old.tag_keys || new.tag_keys);
          end if;
          return null;
        end
      $$;`);
    this.addSql(`create or replace function section_sync_change() returns trigger
      language plpgsql as $$
        begin
          if TG_OP <> 'INSERT' then
            perform record_sync_change('post', array[old.post_id::text]);
          end if;
          if TG_OP <> 'DELETE' then
            perform record_sync_change('post', array[new.post_id::text]);
          end if;
          return null;
        end
      $$;`);
    this.addSql(`create or replace function featured_sync_change() returns trigger
      language plpgsql as $$
        begin
          perform record_sync_change('featured', array['']);
          return null;
        end
      $$;`);
    this.addSql(`create or replace function sync_wiped() returns trigger
      language plpgsql as $$
        begin
          update sync_horizon set pruned_through = greatest(pruned_through, content_version_of_transaction());
          return null;
        end
      $$;`);
    this.addSql(`create trigger "post_records_sync_change"
      after insert or update or delete on "post" for each row execute function post_sync_change();`);
    this.addSql(`create trigger "section_records_sync_change"
      after insert or update or delete on "section" for each row execute function section_sync_change();`);
    this.addSql(`create trigger "featured_entry_records_sync_change"
      after insert or update or delete on "featured_entry" for each statement execute function featured_sync_change();`);
    for (const table of ['post', 'section', 'featured_entry']) {
      this.addSql(`create trigger "${table}_wipes_sync_change"
        after truncate on "${table}" for each statement execute function sync_wiped();`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['post', 'section', 'featured_entry']) {
      this.addSql(`drop trigger if exists "${table}_records_sync_change" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_wipes_sync_change" on "${table}";`);
    }
    for (const fn of ['post_sync_change', 'section_sync_change', 'featured_sync_change', 'sync_wiped']) {
      this.addSql(`drop function if exists ${fn}();`);
    }
    this.addSql(`drop function if exists record_sync_change(text, text[]);`);
    this.addSql(`drop table if exists "sync_horizon" cascade;`);
    this.addSql(`drop table if exists "sync_change" cascade;`);
  }
}
