import { Readable } from 'node:stream';
import type { Clock } from '../../common/clock.js';
import type { Em, Orm } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import { CommentService } from '../comment/comment.service.js';
import { toCommentInput, toPostInput, toSettingsInput, validated } from '../content/inputs.js';
import { FeaturedService } from '../featured/featured.service.js';
import { Locale, LOCALES } from '../../common/locale.js';
import { Post } from '../post/post.entity.js';
import { PostService } from '../post/post.service.js';
import { PostStatus } from '../post/post-status.js';
import { SiteSettingsService } from '../settings/settings.service.js';
import type { UploadStorage } from '../upload/storage.js';
import { UploadService } from '../upload/upload.service.js';
import { renderCoverPng } from './cover-art.js';
import { DEMO_ARTICLES, DEMO_AUTHOR } from './demo/articles.js';
import { en } from './demo/en.js';
import { es } from './demo/es.js';
import { fr } from './demo/fr.js';
import { it } from './demo/it.js';
import { DEMO_SETTINGS } from './demo/settings.js';
import type { DemoLanguage } from './demo/types.js';

/** The demo texts by language, in the order each article's versions are created. */
export const DEMO_TEXTS: Record<Locale, DemoLanguage> = { en, fr, es, it };

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
/** Serialises first starts of several instances sharing one PostgreSQL database. */
const SEED_LOCK = 72_110_514;

export interface SeedReport {
  posts: number;
  comments: number;
  featured: number;
  covers: number;
}

export interface SeedDeps {
  orm: Orm;
  storage: UploadStorage;
  uploadMaxBytes: number;
  log: Logger;
  /** Dates the demo posts and decides which of them are published yet. */
  clock: Clock;
}

/**
 * Fills an empty database with the demo content (issue "First run"): the articles of
 * demo/*.ts in en, fr, es and it linked as translations, painted covers, comments, three
 * featured articles in order, a draft, a scheduled post and the demo site settings. Everything
 * goes through the API's own services (validation, sanitizing, search index) in one transaction.
 * @returns what was created, or null when the database already has a post (nothing is done).
 * @throws when a service refuses the demo data (a bug) or the database fails; nothing is kept then.
 */
export async function seedDemoContent(deps: SeedDeps): Promise<SeedReport | null> {
  const now = deps.clock();
  return deps.orm.em.fork().transactional(async (tx: Em) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await tx.count(Post, {})) > 0) return null;
    const uploads = new UploadService(tx, deps.storage, deps.uploadMaxBytes);
    const posts = new PostService(tx, uploads, deps.clock);
    const comments = new CommentService(tx, deps.clock);
    const featured: { order: number; postId: number }[] = [];
    const report: SeedReport = { posts: 0, comments: 0, featured: 0, covers: 0 };
    const dayStart = Math.floor(now.getTime() / HOUR) * HOUR;

    // Painted one after another, compressed in parallel on libuv's threads.
    const pictures = await Promise.all(DEMO_ARTICLES.map((article) => renderCoverPng(article.cover)));
    for (const [articleIndex, article] of DEMO_ARTICLES.entries()) {
      const cover = await uploads.storeImage(() => Readable.from([pictures[articleIndex]]));
      report.covers++;
      const date = new Date(dayStart - article.daysAgo * DAY);
      let firstId: number | undefined;
      for (const locale of LOCALES) {
        const text = DEMO_TEXTS[locale][article.key];
        if (!text) continue;
        const input = await validated(
          toPostInput({
            title: text.title,
            excerpt: text.excerpt,
            locale,
            translationOf: firstId === undefined ? undefined : String(firstId),
            sections: text.sections.map((section) => ({ title: section.title, content: section.html })),
            coverId: cover.id,
            author: DEMO_AUTHOR,
            tags: text.tags,
            date,
            status: article.status === 'draft' ? PostStatus.DRAFT : PostStatus.TO_PUBLISH,
            allowComments: text.allowComments ?? true,
          }),
        );
        const post = await posts.create(input);
        report.posts++;
        firstId ??= post.id;
        if (article.featured !== undefined && locale === Locale.en) {
          featured.push({ order: article.featured, postId: post.id });
        }
        for (const [index, comment] of (text.comments ?? []).entries()) {
          // The demo's comments are the site's own content: published, not held for moderation.
          const saved = await comments.add(String(post.id), await validated(toCommentInput(comment)), {
            trusted: true,
          });
          // Spread the demo comments over the hours after the post, oldest first.
          saved.createdAt = new Date(Math.min(date.getTime() + (index + 1) * 5 * HOUR, now.getTime()));
          report.comments++;
        }
      }
    }
    await tx.flush();

    const featuredService = new FeaturedService(tx, deps.clock);
    for (const entry of featured.sort((a, b) => a.order - b.order)) {
      await featuredService.add(String(entry.postId));
      report.featured++;
    }
    await new SiteSettingsService(tx).update(await validated(toSettingsInput(DEMO_SETTINGS)));
    deps.log.info(report, 'Demo content created (SEED_DEMO=false starts with an empty site)');
    return report;
  });
}
