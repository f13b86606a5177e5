import { IsEmail, Length, MaxLength } from 'class-validator';
import { Extensions, Field, InputType } from 'type-graphql';
import { FREE_TEXT } from '../../graphql/input-boundary.js';

@InputType({ description: 'A message from the contact form.' })
export class ContactInput {
  @Field(() => String, { description: "The sender's name, 1 to 200 characters." })
  @Length(1, 200, { message: 'fullName is required (at most 200 characters)' })
  fullName!: string;

  @Field(() => String, { description: "The sender's e-mail address, to reply to (at most 254 characters)." })
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @Field(() => String, { description: 'The message, plain text, 1 to 10,000 characters.' })
  @Extensions(FREE_TEXT)
  @Length(1, 10000, { message: 'message is required (at most 10,000 characters)' })
  message!: string;
}
