import { Max, Min } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { consumeOrThrow } from '../../rate-limit/limiters.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactInput } from './contact.inputs.js';

@ArgsType()
class ContactMessagesArgs {
  @Field(() => Int, { defaultValue: 20, description: '1 to 100.' })
  @Min(1)
  @Max(100)
  limit!: number;

  @Field(() => Int, { defaultValue: 0 })
  @Min(0)
  offset!: number;
}

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
  @Query(() => [ContactMessage], { description: 'Admin: contact messages, newest first.' })
  contactMessages(@Args() { limit, offset }: ContactMessagesArgs, @Ctx() ctx: Context): Promise<ContactMessage[]> {
    return ctx.services.contact.latest(limit, offset);
  }
}
