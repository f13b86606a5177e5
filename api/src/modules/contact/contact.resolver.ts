import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { consumeOrThrow } from '../../rate-limit/limiters.js';
import { ContactInput } from './contact.inputs.js';
import { ContactMessagePage, ContactMessagesArgs, MarkMessagesReadArgs, MessageIdsArgs } from './contact.types.js';

/**
 * The contact form (anyone) and the owner's inbox. The inbox is personal data: its fields are
 * `@Authorized()` with no scope, so only the owner's session reaches them, never an API token.
 */
@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, {
    description: 'Stores a contact message. TOO_MANY_REQUESTS past the hourly limit per IP.',
  })
  async sendContactMessage(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await consumeOrThrow(
      ctx.rateLimits.contact,
      ctx.ip,
      'Too many messages from your address. Please try again later.',
    );
    await ctx.services.contact.send(input);
    return true;
  }

  @Authorized()
  @Query(() => ContactMessagePage, {
    description: 'Owner only: the contact messages, newest first, a page at a time, with the unread count.',
  })
  contactMessages(@Args() args: ContactMessagesArgs, @Ctx() ctx: Context): Promise<ContactMessagePage> {
    return ctx.services.contact.page(args);
  }

  @Authorized()
  @Query(() => Int, { description: 'Owner only: how many contact messages are unread (for a badge).' })
  unreadMessageCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.contact.unreadCount();
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Owner only: marks contact messages read (or unread with `read: false`). Returns how many changed; ' +
      'unknown ids are skipped.',
  })
  markMessagesRead(@Args() { ids, read }: MarkMessagesReadArgs, @Ctx() ctx: Context): Promise<number> {
    return ctx.services.contact.markRead(ids, read);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Owner only: deletes contact messages for good. Returns how many were deleted; unknown ids are skipped.',
  })
  deleteMessages(@Args() { ids }: MessageIdsArgs, @Ctx() ctx: Context): Promise<number> {
    return ctx.services.contact.remove(ids);
  }
}
