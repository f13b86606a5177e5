import { type Request, type RequestHandler, Router } from 'express';
import { type Clock, fixedClock, readInstant } from '../../common/clock.js';
import { publicError } from '../../common/public-error.js';
import type { Em } from '../../db/orm.js';
import type { AppDeps } from '../../graphql/context.js';
import { errorReply, sendReply } from '../../http/errors.js';
import type { Locale } from '../../common/locale.js';
import { PostService } from '../post/post.service.js';
import { TagService } from '../tag/tag.service.js';
import { UploadService } from '../upload/upload.service.js';
import { FeedService } from './feed.service.js';
import { parseFeedQuery } from './feed-query.js';
import { robotsTxt } from './robots.js';
import { FEED_PATHS, type FeedFormat, SiteUrls } from './site-urls.js';
import { SitemapService } from './sitemap.service.js';
import type { SyndicationDocument } from './syndication-document.js';

/** `/sitemap-fr.xml`, `/sitemap-fr-2.xml`: a language's sitemap, then its further pages (never `-1`). */
const SITEMAP_PART = /^\/sitemap-(en|fr|es|it)(?:-([2-9]|[1-9]\d+))?\.xml$/;

/** The same for every reader; shared caches may keep it if they revalidate (ETag, Last-Modified). */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The site's syndication files, outside /api: GET /rss.xml and /atom.xml (`?lang=`, `?tag=`),
 * /sitemap.xml and its per-language parts, /robots.txt. Feeds and sitemaps go through `cache`
 * (the response cache, so a write shows at the next request); Express adds the ETag and answers
 * 304 to a conditional GET. A bad `lang` or `tag` is 400, an unknown tag or sitemap part 404, in
 * the REST error format.
 */
export function syndicationRouter(deps: AppDeps, cache: RequestHandler): Router {
  const urls = new SiteUrls(deps.config.publicUrl);
  const robots = robotsTxt(urls);
  const postsOf = (em: Em, clock: Clock) =>
    new PostService(em, new UploadService(em, deps.storage, deps.config.uploadMaxBytes), clock);
  const sitemapsOf = (em: Em, clock: Clock) =>
    new SitemapService(em, postsOf(em, clock), new TagService(em, clock), urls, deps.config.sitemapMaxUrls, clock);

  /** Answers with the document `build` makes on a fresh EntityManager, or with its public error. */
  const serve =
    (build: (em: Em, clock: Clock, req: Request) => Promise<SyndicationDocument>): RequestHandler =>
    async (req, res, next) => {
      try {
        // The instant the response cache checked the content at, so a stored answer matches it.
        const clock = fixedClock(readInstant(req, deps.clock));
        const document = await build(deps.orm.em.fork() as Em, clock, req);
        res.setHeader('Content-Type', document.contentType);
        res.setHeader('Cache-Control', CACHE_CONTROL);
        if (document.lastModified) res.setHeader('Last-Modified', document.lastModified.toUTCString());
        res.send(document.body);
      } catch (error) {
        const answer = publicError(error);
        if (!answer) return next(error);
        sendReply(res, errorReply(answer, String(req.id ?? '')));
      }
    };

  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robots);
  });
  for (const format of Object.keys(FEED_PATHS) as FeedFormat[]) {
    router.get(
      FEED_PATHS[format],
      cache,
      serve((em, clock, req) => new FeedService(em, postsOf(em, clock), urls).feed(format, parseFeedQuery(req.query))),
    );
  }
  router.get(
    '/sitemap.xml',
    cache,
    serve((em, clock) => sitemapsOf(em, clock).sitemap()),
  );
  router.get(
    SITEMAP_PART,
    cache,
    serve((em, clock, req) => sitemapsOf(em, clock).part(req.params[0] as Locale, Number(req.params[1] ?? 1))),
  );
  return router;
}
