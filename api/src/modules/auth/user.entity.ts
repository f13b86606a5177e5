import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'An administrator of the site.' })
@Entity({ tableName: 'user' })
export class User {
  @Field(() => ID, { description: 'Unique id of the administrator.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stored lower-cased. */
  @Field(() => String, { description: 'The sign-in e-mail address, lower-cased.' })
  @Property({ type: 'string', length: 254, unique: true })
  email!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Field(() => String, { description: 'Name shown in the admin area.' })
  @Property({ type: 'string', length: 100 })
  displayName!: string;

  @Field(() => Date, { description: 'When the account was created (ISO 8601, UTC).' })
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
