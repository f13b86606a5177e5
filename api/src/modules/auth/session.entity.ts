import type { Opt, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * One signed-in admin session: a token is accepted only while its session row exists, so ending
 * a session (logout) or all of a user's sessions (password change or reset) refuses their tokens
 * at once, and deleting a user deletes its sessions.
 */
@Entity({ tableName: 'admin_session' })
export class AdminSession {
  /** Random id, carried in the token as its `jti` claim. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** The token's expiry: a row past it is dead and removed at the user's next sign-in. */
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;
}
