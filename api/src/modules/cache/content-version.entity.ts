import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One row whose `version` a trigger bumps on every statement that writes what readers see
 * (posts, sections, comments, featured entries, uploads, site settings), from any process. The
 * response cache compares it on each request, so a committed write is visible at once.
 */
@Entity({ tableName: 'content_version' })
export class ContentVersion {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = 1;

  @Property({ type: 'bigint', default: 0 })
  version!: string & Opt;
}
