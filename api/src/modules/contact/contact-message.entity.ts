import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A message sent through the contact form (plain text).' })
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  fullName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
