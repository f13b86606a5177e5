import { Migration } from '@mikro-orm/migrations';

/**
 * The Bible passages each post cites (modules/passage): one row per passage and post, its verse
 * ordinals as an `int4range` under a GiST index for overlap (`&&`) queries, rows going with their
 * post. A change to a post's rows is a change to that post for the response cache, like its
 * sections (the `post:` scope of migration ..._content_change), so a rebuild of the index drops
 * the cached answers that showed the old passages.
 */
export class Migration20261129100000_post_passage extends Migration {
  override name = 'Migration20261129100000_post_passage';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "post_passage" ("id" serial primary key, "post_id" int not null, "osis" varchar(60) not null, "range" int4range not null, "citations" int not null default 1);`,
    );
    this.addSql(`create index "post_passage_range_index" on "post_passage" using gist ("range");`);
    this.addSql(
      `alter table "post_passage" add constraint "post_passage_post_id_osis_unique" unique ("post_id", "osis");`,
    );
    this.addSql(
      `alter table "post_passage" add constraint "post_passage_post_id_foreign" foreign key ("post_id") references "post" ("id") on delete cascade;`,
    );
    this.addSql(`create trigger "post_passage_records_content_change"
      after insert or update or delete on "post_passage" for each row execute function post_part_content_change('post:');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "post_passage" cascade;`);
  }
}
