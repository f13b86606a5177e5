import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ContactMessage } from '../contact/contact-message.entity.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;

@ObjectType({ simpleResolvers: true, description: "The admin dashboard's figures." })
class Dashboard {
  @Field(() => Int, { description: 'Posts readers can see now.' })
  published!: number;

  @Field(() => Int, { description: 'Posts saved as drafts.' })
  drafts!: number;

  @Field(() => Int, { description: 'Posts sent to publish whose date has not come yet.' })
  scheduled!: number;

  @Field(() => Int, { description: 'Comments posted in the last 7 days.' })
  commentsThisWeek!: number;

  @Field(() => [ContactMessage], { description: 'The 5 newest contact messages.' })
  latestMessages!: ContactMessage[];
}

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => Dashboard, {
    description: 'Admin: counts of published, draft and scheduled posts, recent comments and messages.',
  })
  async dashboard(@Ctx() ctx: Context): Promise<Dashboard> {
    const [counts, commentsThisWeek, latestMessages] = await Promise.all([
      ctx.services.posts.countByStatus(),
      ctx.services.comments.countSince(new Date(Date.now() - WEEK_MS)),
      ctx.services.contact.latest(5),
    ]);
    return { ...counts, commentsThisWeek, latestMessages };
  }
}
