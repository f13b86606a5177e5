import { Migration } from '@mikro-orm/migrations';

/**
 * Uploads kept in the database (UPLOAD_STORE=db, modules/upload/db-storage.ts): one row per stored
 * file. Images are compressed already, so the bytes are stored out of line without compression
 * (`storage external`): reading a slice of a blob then reads only the pages that hold it.
 */
export class Migration20261130090000_upload_blob extends Migration {
  override name = 'Migration20261130090000_upload_blob';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "upload_blob" ("name" varchar(100) not null, "bytes" bytea not null, "size" int not null, "created_at" timestamptz not null, primary key ("name"));`,
    );
    this.addSql(`alter table "upload_blob" alter column "bytes" set storage external;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "upload_blob" cascade;`);
  }
}
