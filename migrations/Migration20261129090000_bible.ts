import { Migration } from '@mikro-orm/migrations';

/** The Bible tables: a load or a replacement of a translation changes what passage answers. */
const BIBLE_TABLES = ['bible_translation', 'bible_book_name', 'bible_verse'];

/**
 * Bibles as data: the translations, the localized book names and every verse, keyed by
 * (translation_id, ordinal) so the verses of a passage are one index range scan (ordinals:
 * api/src/modules/bible/canon.ts). Writes to them bump content_version and record the `bible`
 * scope, statement by statement (a load inserts thousands of rows per statement), so the
 * response cache drops cached passages when `npm run content -- bibles` changes a translation.
 */
export class Migration20261129090000_bible extends Migration {
  override name = 'Migration20261129090000_bible';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "bible_translation" ("id" serial primary key, "code" varchar(64) not null, "name" varchar(200) not null, "short_name" varchar(64) not null, "language" text not null, "licence" varchar(500) not null, "verse_count" int not null, "source_hash" varchar(64) not null);`,
    );
    this.addSql(`alter table "bible_translation" add constraint "bible_translation_code_unique" unique ("code");`);
    this.addSql(
      `alter table "bible_translation" add constraint "bible_translation_language_check" check ("language" in ('en', 'fr', 'es', 'it'));`,
    );
    this.addSql(
      `create table "bible_book_name" ("book" smallint not null, "locale" text not null, "name" varchar(100) not null, "abbreviations" text[] not null, primary key ("book", "locale"));`,
    );
    this.addSql(
      `alter table "bible_book_name" add constraint "bible_book_name_locale_check" check ("locale" in ('en', 'fr', 'es', 'it'));`,
    );
    this.addSql(
      `create table "bible_verse" ("translation_id" int not null, "ordinal" int not null, "book" smallint not null, "chapter" smallint not null, "verse" smallint not null, "text" text not null, primary key ("translation_id", "ordinal"));`,
    );
    this.addSql(
      `alter table "bible_verse" add constraint "bible_verse_translation_id_foreign" foreign key ("translation_id") references "bible_translation" ("id") on delete cascade;`,
    );
    for (const table of BIBLE_TABLES) {
      this.addSql(`create trigger "${table}_bumps_content_version"
        after insert or update or delete or truncate on "${table}"
        for each statement execute function bump_content_version();`);
      this.addSql(`create trigger "${table}_records_content_change"
        after insert or update or delete on "${table}"
        for each statement execute function table_content_change('bible');`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "bible_verse" cascade;`);
    this.addSql(`drop table if exists "bible_book_name" cascade;`);
    this.addSql(`drop table if exists "bible_translation" cascade;`);
  }
}
