import { Max, Min } from 'class-validator';
import { Args, ArgsType, Ctx, Field, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SyncChangePage } from './sync.types.js';

@ArgsType()
class ChangesArgs {
  @Field(() => String, {
    nullable: true,
    description: 'A `next` from an earlier page; omitted: a token at the present, with no changes.',
  })
  since?: string | null;

  @Field(() => Int, { defaultValue: 100, description: '1 to 500 logged changes per page.' })
  @Min(1)
  @Max(500)
  first!: number;
}

@Resolver()
export class SyncResolver {
  @Query(() => SyncChangePage, {
    description:
      'The change feed of published content, for mirrors (static builds, search indexes, apps): every post, tag and featured-list change since `since`, deletions, unpublishing and scheduled posts coming due included, oldest first. ' +
      'Start: take a token (`changes { next }`), read everything, then poll with `since`; apply the changes, keep `next`, and poll again at once while `hasMore`. ' +
      'Changes are ordered by the commit order of their transactions, so a change committed after a poll is never skipped by the next one. ' +
      'BAD_USER_INPUT for a token the feed did not write; RESYNC_REQUIRED (HTTP 410) once a token is older than the changes kept (SYNC_RETENTION_DAYS, 90 by default): read everything again.',
  })
  changes(@Args() { since, first }: ChangesArgs, @Ctx() ctx: Context): Promise<SyncChangePage> {
    return ctx.services.sync.changes(since ?? null, first);
  }
}
