import { IsEmail, Length, MaxLength } from 'class-validator';
import { Extensions, Field, InputType } from 'type-graphql';
import { FREE_TEXT } from '../../graphql/input-boundary.js';

@InputType({ description: "A reader's comment; the e-mail is stored but never shown." })
export class CommentInput {
  @Field(() => String)
  @Length(1, 100, { message: 'name is required (at most 100 characters)' })
  name!: string;

  @Field(() => String)
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;

  @Field(() => String, { description: 'Plain text, at most 5,000 characters.' })
  @Extensions(FREE_TEXT)
  @Length(1, 5000, { message: 'content is required (at most 5,000 characters)' })
  content!: string;
}
