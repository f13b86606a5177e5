import { Migration } from '@mikro-orm/migrations';

/**
 * Admin sessions: a token is accepted only while its row exists (logout and password changes
 * delete rows). Tokens signed before this migration name no session and must sign in again.
 */
export class Migration20261125114040_admin_session extends Migration {
  override name = 'Migration20261125114040_admin_session';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_session" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "admin_session_user_id_index" on "admin_session" ("user_id");`);
    this.addSql(
      `alter table "admin_session" add constraint "admin_session_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_session" cascade;`);
  }
}
