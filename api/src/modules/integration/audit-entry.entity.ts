import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'A record of a change to the credentials that reach the API (tokens).',
})
@Entity({ tableName: 'audit_entry' })
export class AuditEntry {
  @Field(() => ID, { description: 'Unique id of the entry.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => Date, { description: 'When it was done (ISO 8601, UTC).' })
  @Index()
  @Property({ type: 'timestamptz' })
  at: Date & Opt = new Date();

  @Field(() => String, { description: 'Who did it: the e-mail of the signed-in administrator.' })
  @Property({ type: 'string', length: 254 })
  actor!: string;

  @Field(() => String, { description: 'What was done, e.g. `api_token.created`, `api_token.revoked`.' })
  @Property({ type: 'string', length: 64 })
  action!: string;

  @Field(() => String, { description: 'What it was done to, e.g. `api_token:3 "Static build"`.' })
  @Property({ type: 'string', length: 200 })
  subject!: string;
}
