import { IsEmail, Length, MaxLength } from 'class-validator';
import { Extensions, Field, InputType } from 'type-graphql';
import { FREE_TEXT } from '../../graphql/input-boundary.js';

@InputType({ description: "A reader's comment; the e-mail is stored but never shown." })
export class CommentInput {
  @Field(() => String, {
    description: "The commenter's name, shown with the comment: plain text, 1 to 100 characters.",
  })
  @Length(1, 100, { message: 'name is required (at most 100 characters)' })
  name!: string;

  @Field(() => String, { description: "The commenter's e-mail address, at most 254 characters; stored, never shown." })
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @Field(() => String, { description: 'Plain text, at most 5,000 characters.' })
  @Extensions(FREE_TEXT)
  @Length(1, 5000, { message: 'content is required (at most 5,000 characters)' })
  content!: string;
}
