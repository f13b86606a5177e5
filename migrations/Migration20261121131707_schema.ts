import { Migration } from '@mikro-orm/migrations';

export class Migration20261121131707_schema extends Migration {
  override name = 'Migration20261121131707_schema';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_message" ("id" serial primary key, "full_name" varchar(200) not null, "email" varchar(254) not null, "message" text not null, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "upload" ("id" uuid not null, "stored_name" varchar(100) not null, "mime_type" varchar(50) not null, "bytes" int not null, "width" int not null, "height" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "upload" add constraint "upload_stored_name_unique" unique ("stored_name");`);

    this.addSql(
      `create table "post" ("id" serial primary key, "slug" varchar(200) not null, "locale" text not null, "translation_group" uuid not null, "title" varchar(300) not null, "excerpt" text not null default '', "cover_id" uuid null, "author" varchar(100) not null default 'Admin', "tags" text[] not null, "tag_keys" text[] not null, "date" timestamptz not null, "status" text not null default 'draft', "published_at" timestamptz null, "allow_comments" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, "version" int not null default 1, "search_vector" tsvector null);`,
    );
    this.addSql(`alter table "post" add constraint "post_slug_unique" unique ("slug");`);
    this.addSql(`create index "post_tag_keys_index" on "post" using gin ("tag_keys");`);
    this.addSql(`create index "post_search_vector_index" on "post" using gin ("search_vector");`);
    this.addSql(`create index "post_date_index" on "post" ("date");`);
    this.addSql(`create index "post_status_published_at_index" on "post" ("status", "published_at");`);
    this.addSql(
      `alter table "post" add constraint "post_translation_group_locale_unique" unique ("translation_group", "locale");`,
    );
    this.addSql(`alter table "post" add constraint "post_locale_check" check ("locale" in ('en', 'fr', 'es', 'it'));`);
    this.addSql(`alter table "post" add constraint "post_status_check" check ("status" in ('draft', 'published'));`);

    this.addSql(
      `create table "section" ("id" serial primary key, "post_id" int not null, "title" varchar(300) not null default '', "content" text not null default '', "plain_text" text not null default '', "image_id" uuid null, "order_index" int not null);`,
    );
    this.addSql(`create index "section_post_id_order_index_index" on "section" ("post_id", "order_index");`);

    this.addSql(
      `create table "featured_entry" ("id" serial primary key, "post_id" int not null, "order_index" int not null);`,
    );
    this.addSql(`alter table "featured_entry" add constraint "featured_entry_post_id_unique" unique ("post_id");`);

    this.addSql(
      `create table "comment" ("id" serial primary key, "post_id" int not null, "name" varchar(100) not null, "email" varchar(254) not null, "content" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "comment_post_id_created_at_index" on "comment" ("post_id", "created_at");`);

    this.addSql(
      `create table "user" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "display_name" varchar(100) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "user" add constraint "user_email_unique" unique ("email");`);

    this.addSql(
      `alter table "post" add constraint "post_cover_id_foreign" foreign key ("cover_id") references "upload" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "section" add constraint "section_post_id_foreign" foreign key ("post_id") references "post" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "section" add constraint "section_image_id_foreign" foreign key ("image_id") references "upload" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "featured_entry" add constraint "featured_entry_post_id_foreign" foreign key ("post_id") references "post" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "comment" add constraint "comment_post_id_foreign" foreign key ("post_id") references "post" ("id") on delete cascade;`,
    );
  }
}
