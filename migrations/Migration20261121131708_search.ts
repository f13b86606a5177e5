import { Migration } from '@mikro-orm/migrations';

/**
 * Full-text search set-up: one text-search configuration per content locale that strips
 * accents (unaccent) before stemming, and blog_ts_config(locale) to pick it.
 */
export class Migration20261121131708_search extends Migration {
  override name = 'Migration20261121131708_search';

  override up(): void {
    this.addSql(`create extension if not exists unaccent;`);
    for (const language of ['english', 'french', 'spanish', 'italian']) {
      this.addSql(`create text search configuration "blog_${language}" (copy = pg_catalog.${language});`);
      this.addSql(
        `alter text search configuration "blog_${language}" alter mapping for hword, hword_part, word with unaccent, ${language}_stem;`,
      );
    }
    this.addSql(`create or replace function blog_ts_config(locale text) returns regconfig
      language sql immutable parallel safe as $$
        select (case locale when 'fr' then 'blog_french' when 'es' then 'blog_spanish'
                            when 'it' then 'blog_italian' else 'blog_english' end)::regconfig
      $$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists blog_ts_config(text);`);
    for (const language of ['english', 'french', 'spanish', 'italian']) {
      this.addSql(`drop text search configuration if exists "blog_${language}";`);
    }
  }
}
