import { MaxLength, Max, Min } from 'class-validator';
import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ApiScope } from './api-scope.js';
import { ApiToken } from './api-token.entity.js';
import { AuditEntry } from './audit-entry.entity.js';

@InputType({ description: 'A new API token: its name, scopes and optional expiry.' })
class ApiTokenInput {
  @Field(() => String, { description: '1 to 100 characters, e.g. "Static site build".' })
  // Only a bound on what is read: the service checks the 100 characters after trimming, with a
  // message the form shows next to the field.
  @MaxLength(1000)
  name!: string;

  @Field(() => [ApiScope], { description: 'May be empty: a token without scopes reads what anonymous callers read.' })
  scopes!: ApiScope[];

  @Field(() => Date, { nullable: true, description: 'When the token stops working; omitted or null: never.' })
  expiresAt?: Date | null;
}

@ArgsType()
class AuditLogArgs {
  @Field(() => Int, { defaultValue: 50, description: '1 to 200.' })
  @Min(1)
  @Max(200)
  limit!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A token just created or regenerated. `secret` is shown this once and never again.',
})
class IssuedApiToken {
  @Field(() => ApiToken, { description: 'The token, as `apiTokens` lists it.' })
  token!: ApiToken;

  @Field(() => String, {
    description:
      'Send as `Authorization: Bearer <secret>`. Starts with `wbt_` and ends with a checksum, so secret scanners can find a leaked one.',
  })
  secret!: string;
}

/**
 * The owner's integrations: API tokens and their audit log. Every field is for the owner's own
 * session only (`@Authorized()` without a scope): no token can manage tokens.
 */
@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiToken], { description: 'Owner: every API token, newest first (never their secrets).' })
  apiTokens(@Ctx() ctx: Context): Promise<ApiToken[]> {
    return ctx.services.apiTokens.list();
  }

  @Authorized()
  @Mutation(() => IssuedApiToken, {
    description:
      'Owner: creates an API token. BAD_USER_INPUT with `fields.name` for a blank or over-long name, `fields.expiresAt` for an expiry not in the future.',
  })
  createApiToken(
    @Arg('input', () => ApiTokenInput) input: ApiTokenInput,
    @Ctx() ctx: Context,
  ): Promise<IssuedApiToken> {
    return ctx.services.apiTokens.create(input, ctx.viewer!.email);
  }

  @Authorized()
  @Mutation(() => IssuedApiToken, {
    description:
      'Owner: gives a token a new secret, keeping its name, scopes and expiry; the old secret is refused from the next request on. NOT_FOUND for an unknown id.',
  })
  regenerateApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<IssuedApiToken> {
    return ctx.services.apiTokens.regenerate(id, ctx.viewer!.email);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Owner: deletes a token, refused from the next request on. Returns true. NOT_FOUND for an unknown id.',
  })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.apiTokens.revoke(id, ctx.viewer!.email);
    return true;
  }

  @Authorized()
  @Query(() => [AuditEntry], {
    description: 'Owner: who created, regenerated or revoked which API token, newest first.',
  })
  auditLog(@Args() { limit }: AuditLogArgs, @Ctx() ctx: Context): Promise<AuditEntry[]> {
    return ctx.services.apiTokens.auditLog(limit);
  }
}
