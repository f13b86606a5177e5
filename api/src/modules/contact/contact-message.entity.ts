import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A message sent through the contact form (plain text).' })
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  @Field(() => ID, { description: 'Unique id of the message.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String, { description: "The sender's name as entered." })
  @Property({ type: 'string', length: 200 })
  fullName!: string;

  @Field(() => String, { description: "The sender's e-mail address as entered, to reply to." })
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { description: 'The message, plain text.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Date, { description: 'When the message was sent (ISO 8601, UTC).' })
  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** When the owner marked the message read; null while unread (indexed for the unread count). */
  @Index()
  @Property({ type: 'timestamptz', nullable: true })
  readAt: (Date & Opt) | null = null;

  @Field(() => Boolean, { description: 'Whether the owner has marked the message read.' })
  get read(): boolean & Opt {
    return this.readAt !== null;
  }
}
