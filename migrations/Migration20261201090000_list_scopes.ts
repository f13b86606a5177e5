import { Migration } from '@mikro-orm/migrations';

/**
 * Three wider scopes besides the per-row ones of migration ..._content_change, so that a list
 * answer (a page of posts, a tag page, the featured and popular posts, a search) can depend on
 * which posts it holds instead of on everything:
 *   listing    which posts are readable where and in which order: a post inserted or deleted, or
 *              a change of its status, publication time, date, locale, tags or translation group
 *   text:<locale>  what a search in that locale matches and ranks: a post inserted or deleted, a
 *              change of its title, excerpt, tags, locale or search vector, any of its sections
 *              or cited-passage rows
 *   comments   any comment row (the ranking of the most commented posts)
 * A list answer records one of these plus `post:<id>` of every post it shows; an edit of one
 * post's excerpt then leaves every page that does not show it cached (searches aside).
 */
export class Migration20261201090000_list_scopes extends Migration {
  override name = 'Migration20261201090000_list_scopes';

  override up(): void | Promise<void> {
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
          if TG_OP <> 'UPDATE' or (old.status, old.published_at, old.date, old.locale, old.tags, old.tag_keys, old.translation_group)
              is distinct from (new.status, new.published_at, new.date, new.locale, new.tags, new.tag_keys, new.translation_group) then
            perform record_content_change(array['listing']);
          end if;
          if TG_OP = 'INSERT' then
            perform record_content_change(array['text:' || new.locale]);
          elsif TG_OP = 'DELETE' then
            perform record_content_change(array['text:' || old.locale]);
          elsif (old.title, old.excerpt, old.tags, old.locale, old.search_vector)
              is distinct from (new.title, new.excerpt, new.tags, new.locale, new.search_vector) then
            perform record_content_change(array['text:' || old.locale, 'text:' || new.locale]);
          end if;
          return null;
        end
      $$;`);
    // A section or cited passage is its post's text: the search scope of the post's locale (a
    // row deleted with its post finds no post; the post's own delete recorded it).
    this.addSql(`create or replace function post_text_content_change() returns trigger
      language plpgsql as $$
        declare
          post_ids int[] := array[]::int[];
        begin
          if TG_OP <> 'INSERT' then
            post_ids := post_ids || old.post_id;
          end if;
          if TG_OP <> 'DELETE' then
            post_ids := post_ids || new.post_id;
          end if;
          perform record_content_change(array(select distinct 'post:' || id from unnest(post_ids) as id));
          perform record_content_change(array(select distinct 'text:' || p.locale from post p where p.id = any(post_ids)));
          return null;
        end
      $$;`);
    // TG_ARGV[1], when given, is a scope recorded for every row besides the row's own.
    this.addSql(`create or replace function post_part_content_change() returns trigger
      language plpgsql as $$
        begin
          if TG_OP <> 'INSERT' then
            perform record_content_change(array[TG_ARGV[0] || old.post_id]);
          end if;
          if TG_OP <> 'DELETE' then
            perform record_content_change(array[TG_ARGV[0] || new.post_id]);
          end if;
          if TG_NARGS > 1 then
            perform record_content_change(array[TG_ARGV[1]]);
          end if;
          return null;
        end
      $$;`);
    this.retrigger({
      section: `post_text_content_change()`,
      post_passage: `post_text_content_change()`,
      comment: `post_part_content_change('comments:', 'comments')`,
    });
  }

  override down(): void | Promise<void> {
    this.retrigger({
      section: `post_part_content_change('post:')`,
      post_passage: `post_part_content_change('post:')`,
      comment: `post_part_content_change('comments:')`,
    });
    this.addSql(`drop function if exists post_text_content_change();`);
    // post_content_change and post_part_content_change keep their new bodies: the old triggers
    // pass one argument, and nothing reads the wider scopes any more.
  }

  /** Recreates each table's row trigger with the given function call. */
  private retrigger(callByTable: Record<string, string>): void {
    for (const [table, call] of Object.entries(callByTable)) {
      this.addSql(`drop trigger if exists "${table}_records_content_change" on "${table}";`);
      this.addSql(`create trigger "${table}_records_content_change"
        after insert or update or delete on "${table}" for each row execute function ${call};`);
    }
  }
}
