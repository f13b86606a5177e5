import { Migration } from '@mikro-orm/migrations';

/**
 * The owner's inbox and e-mail notifications: contact messages get a read marker (every message
 * received before it counts as unread), and mail_outbox holds e-mails queued in the transaction
 * of the change that causes them until the mail worker has sent or given them up.
 */
export class Migration20261128100000_mail_outbox extends Migration {
  override name = 'Migration20261128100000_mail_outbox';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_message" add column "read_at" timestamptz null;`);
    this.addSql(`create index "contact_message_read_at_index" on "contact_message" ("read_at");`);
    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "kind" varchar(32) not null, "message_id" varchar(200) not null, "recipient" varchar(254) not null, "reply_to" varchar(254) null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "last_error" varchar(1000) null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );
    this.addSql(
      `create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
    this.addSql(`alter table "contact_message" drop column "read_at";`);
  }
}
