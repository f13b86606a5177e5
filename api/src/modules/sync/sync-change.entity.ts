import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One thing a transaction changed, for the change feed: a post (`key` its id), a tag (`key` its
 * lower-cased form) or the featured list (`key` empty), under the content version of that
 * transaction. Written by triggers (migration ..._sync_change); versions follow commit order.
 */
@Entity({ tableName: 'sync_change' })
export class SyncChangeRow {
  @PrimaryKey({ type: 'bigint' })
  version!: string;

  @PrimaryKey({ type: 'text' })
  kind!: string;

  @PrimaryKey({ type: 'text' })
  key!: string;

  /** When it was recorded (the database's clock): rows past the retention period are pruned. */
  @Index()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  at!: Date & Opt;
}

/** The highest version whose rows were pruned or wiped: an older feed token must resync. */
@Entity({ tableName: 'sync_horizon' })
export class SyncHorizon {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = 1;

  @Property({ type: 'bigint' })
  prunedThrough!: string;
}
