import { ArrayMaxSize, ArrayMinSize, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../common/page-type.js';
import { PageArgs } from '../../common/pagination.js';
import { ContactMessage } from './contact-message.entity.js';

/** The most messages one call may mark or delete. */
export const MAX_MESSAGE_IDS = 200;

@ObjectType({ simpleResolvers: true, description: "One page of the owner's contact messages, newest first." })
export class ContactMessagePage extends PageOf(ContactMessage, 'messages') {
  @Field(() => Int, { description: 'Unread messages in the whole inbox, whatever the filters.' })
  unreadCount!: number;
}

@ArgsType()
export class ContactMessagesArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: unread messages only; false: read ones only.' })
  @IsOptional()
  unread?: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Case-insensitive substring of the name, e-mail address or message (at most 200 characters).',
  })
  @IsOptional()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string;
}

@ArgsType()
export class MessageIdsArgs {
  @Field(() => [ID], { description: `Ids of the messages, 1 to ${MAX_MESSAGE_IDS}; unknown ids are skipped.` })
  @ArrayMinSize(1, { message: 'ids must name at least one message' })
  @ArrayMaxSize(MAX_MESSAGE_IDS, { message: `ids may name at most ${MAX_MESSAGE_IDS} messages` })
  ids!: string[];
}

@ArgsType()
export class MarkMessagesReadArgs extends MessageIdsArgs {
  @Field(() => Boolean, { defaultValue: true, description: 'true marks them read, false unread again.' })
  read!: boolean;
}
