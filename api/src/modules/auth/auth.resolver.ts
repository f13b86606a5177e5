import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { unauthenticated } from '../../common/errors.js';
import { User } from './user.entity.js';

@ObjectType({ description: 'A signed-in session: send `token` as `Authorization: Bearer <token>`.' })
class AuthPayload {
  @Field(() => String)
  token!: string;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => User)
  user!: User;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    description:
      "Signs an administrator in. UNAUTHENTICATED 'Invalid email or password'; TOO_MANY_REQUESTS (Retry-After) once the attempts allowed per e-mail or IP are used: an attempt counts from its start, so concurrent ones cannot exceed the limit; a success does not count and restarts the e-mail's count.",
  })
  login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.login(email.slice(0, 254), password.slice(0, 1024), ctx.ip);
  }

  @Authorized()
  @Query(() => User, { description: 'Admin: the signed-in administrator.' })
  async me(@Ctx() ctx: Context): Promise<User> {
    const user = await ctx.services.auth.findUser(ctx.viewer!.userId);
    if (!user) throw unauthenticated('This account no longer exists');
    return user;
  }
}
