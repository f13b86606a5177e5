import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { unauthenticated } from '../../common/errors.js';
import { User } from './user.entity.js';

@ObjectType({
  simpleResolvers: true,
  description: 'A signed-in session: send `token` as `Authorization: Bearer <token>`.',
})
class AuthPayload {
  @Field(() => String, { description: 'The session token (a signed JWT): send as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => Date, {
    description: 'When the session ends unless logout or a password change ends it first (ISO 8601, UTC).',
  })
  expiresAt!: Date;

  @Field(() => User, { description: 'The signed-in administrator.' })
  user!: User;
}

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    description:
      "Signs an administrator in and opens a session (JWT_TTL_SECONDS long, ended earlier by logout or a password change). UNAUTHENTICATED 'Invalid email or password'; TOO_MANY_REQUESTS (Retry-After) once the attempts allowed per e-mail or IP are used: an attempt counts from its start, so concurrent ones cannot exceed the limit; a success does not count and restarts the e-mail's count.",
  })
  login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.login(email.slice(0, 254), password.slice(0, 1024), ctx.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Admin: ends the session of the token sent, which is refused (UNAUTHENTICATED) from then on; the administrator's other sessions go on. Returns true.",
  })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.logout(ctx.viewer!);
    return true;
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description:
      'Admin: replaces the password after checking the current one, ends every session of the administrator (this one included) and returns a new session for the caller, so it stays signed in with the returned token. The new password needs 12 to 1024 characters, must not be the e-mail address nor one of the most common passwords, and must differ from the current one: BAD_USER_INPUT with `fields.next` otherwise. A wrong current password is BAD_USER_INPUT with `fields.current` and counts as a failed sign-in (TOO_MANY_REQUESTS with Retry-After once the attempts are used).',
  })
  changePassword(
    @Arg('current', () => String) current: string,
    @Arg('next', () => String) next: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.changePassword(ctx.viewer!, current, next, ctx.ip);
  }

  @Authorized()
  @Query(() => User, { description: 'Admin: the signed-in administrator.' })
  async me(@Ctx() ctx: Context): Promise<User> {
    const user = await ctx.services.auth.findUser(ctx.viewer!.userId);
    if (!user) throw unauthenticated('This account no longer exists');
    return user;
  }
}
