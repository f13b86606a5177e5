import { Entity, PrimaryKey } from '@mikro-orm/decorators/legacy';

/**
 * What a content write changed, one row per scope, under the content version of its transaction
 * (written by triggers: migration ..._content_change; scope names in read-scopes.ts). The response
 * cache reads the rows past the last version it knows, so that it drops only the answers that
 * read a changed scope. The last 1,000 versions are kept.
 */
@Entity({ tableName: 'content_change' })
export class ContentChange {
  @PrimaryKey({ type: 'bigint' })
  version!: string;

  @PrimaryKey({ type: 'text' })
  scope!: string;
}
