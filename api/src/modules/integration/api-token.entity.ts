import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { ApiScope } from './api-scope.js';

/**
 * A credential for an integration (a static-site build, an app, a script): named, scoped,
 * optionally expiring. Its secret is shown once at creation and stored only as a keyed hash;
 * deleting the row revokes it.
 */
@ObjectType({
  simpleResolvers: true,
  description: 'An API token for an integration; its secret is shown only when it is created or regenerated.',
})
@Entity({ tableName: 'api_token' })
export class ApiToken {
  @Field(() => ID, { description: 'Unique id of the token, for `regenerateApiToken` and `revokeApiToken`.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String, { description: 'What the token is for, as the owner named it (1 to 100 characters).' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => [ApiScope], { description: 'What the token may do beyond anonymous reading.' })
  @Property({ type: 'text[]' })
  scopes!: ApiScope[];

  /** HMAC-SHA256 of the secret (token-secret.ts): how a presented token is found. */
  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  secretHash!: string;

  @Field(() => String, { description: 'The last 4 characters of the secret, to tell tokens apart.' })
  @Property({ type: 'string', length: 4 })
  hint!: string;

  @Field(() => Date, { description: 'When the token was created (ISO 8601, UTC).' })
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { nullable: true, description: 'When the secret was last replaced; null if never.' })
  @Property({ type: 'timestamptz', nullable: true })
  regeneratedAt: (Date & Opt) | null = null;

  @Field(() => Date, { nullable: true, description: 'After this instant the token is refused; null: never expires.' })
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: (Date & Opt) | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the token was last used, to the minute (written at most once a minute); null if never.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: (Date & Opt) | null = null;
}
