import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { systemClock } from '../../common/clock.js';
import { AppError } from '../../common/errors.js';
import type { Em, Orm } from '../../db/orm.js';
import { Comment } from '../comment/comment.entity.js';
import { importedModeration } from './bundle-comments.js';
import { FeaturedService } from '../featured/featured.service.js';
import { Post } from '../post/post.entity.js';
import { PostService } from '../post/post.service.js';
import { PostStatus } from '../post/post-status.js';
import { SiteSettingsService } from '../settings/settings.service.js';
import { SiteSettingsRecord } from '../settings/site-settings.entity.js';
import type { UploadStorage } from '../upload/storage.js';
import { UploadService } from '../upload/upload.service.js';
import {
  assertBundle,
  bundledFeedContent,
  type BundlePost,
  type BundleSettings,
  type BundleUpload,
  checkPostShape,
  type ContentBundle,
  type RecordProblem,
  uploadsDirFor,
} from './bundle.js';
import { toCommentInput, toPostInput, toSettingsInput, validated } from './inputs.js';
import { type Progress, silentProgress } from './progress.js';

export interface ImportDeps {
  orm: Orm;
  storage: UploadStorage;
  uploadMaxBytes: number;
}

export interface ImportOptions {
  /** Posts imported at the same time (1 for PGlite; a few help on PostgreSQL). */
  concurrency?: number;
  progress?: Progress;
}

export interface ImportReport {
  posts: { created: number; skipped: number; failed: number };
  comments: number;
  uploads: number;
  featured: { added: number; unchanged: number };
  settings: 'updated' | 'unchanged' | 'absent' | 'failed';
  /** Bad records, in bundle order; the others were imported. */
  problems: RecordProblem[];
}

const UPLOAD_FILE = /^([0-9a-f]{64})\.(png|jpg|webp|gif)$/;

/** What went wrong with a record: the message of each refused field (named in it), else the error's. */
const messageOf = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const fields = error instanceof AppError ? error.details.fields : undefined;
  return fields ? Object.values(fields).join('; ') : error.message;
};

/** Orders a problem list by its position in the bundle. */
const positionKey = (problem: RecordProblem) => {
  const match = /^(\w+)(?:\[(\d+)\])?/.exec(problem.position);
  const order = ['uploads', 'posts', 'featured', 'siteSettings'];
  return [order.indexOf(match?.[1] ?? ''), Number(match?.[2] ?? 0)];
};

/** The settings as they are stored, keys in a fixed order, to tell whether an import changes them. */
function settingsKey(data: BundleSettings): string {
  const link = (each: { network: string; url: string }) => [each.network.trim(), each.url.trim()];
  return JSON.stringify([
    data.siteName.trim(),
    data.socialLinks.map(link),
    data.authorName.trim(),
    data.authorEmail.trim().toLowerCase(),
    data.authorLinks.map(link),
    Object.keys(data.texts)
      .sort()
      .map((locale) => {
        const texts = data.texts[locale as keyof typeof data.texts];
        return [
          locale,
          texts.description.trim(),
          texts.authorTitle.trim(),
          texts.authorBio.map((p) => p.trim()).filter(Boolean),
        ];
      }),
    bundledFeedContent(data),
  ]);
}

/**
 * Reads a bundle file (and the uploads folder next to it) into the database through the API's
 * services: PostService (validation, sanitizing, search index), UploadService (image checks),
 * FeaturedService and SiteSettingsService; comments are checked with the API's CommentInput.
 * Idempotent by slug: a post whose slug exists is left as it is, so a second run changes nothing.
 * @returns counts and the bad records with their position; the good records are imported.
 * @throws when the file is not JSON or not a content bundle of a supported version.
 */
export async function importContent(
  deps: ImportDeps,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  assertBundle(raw);
  return importBundle(deps, raw, uploadsDirFor(file), options);
}

/** Imports an already parsed bundle; see {@link importContent}. @returns the import report. */
export async function importBundle(
  deps: ImportDeps,
  bundle: ContentBundle,
  uploadsDir: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const progress = options.progress ?? silentProgress;
  const problems: RecordProblem[] = [];
  const report: ImportReport = {
    posts: { created: 0, skipped: 0, failed: 0 },
    comments: 0,
    uploads: 0,
    featured: { added: 0, unchanged: 0 },
    settings: 'absent',
    problems,
  };

  // Uploads: only entries with a well-formed content-addressed name can be referenced.
  const uploadEntries = new Map<string, BundleUpload>();
  bundle.uploads.forEach((entry, index) => {
    const file = (entry as Partial<BundleUpload> | null)?.file;
    if (typeof file !== 'string' || !UPLOAD_FILE.test(file)) {
      problems.push({ position: `uploads[${index}]`, message: 'file must be <sha256>.<png|jpg|webp|gif>' });
    } else uploadEntries.set(file, entry);
  });
  const uploadFiles = new Set(uploadEntries.keys());
  /** Upload ids created by this import, by bundle file name. */
  const storedUploads = new Map<string, string>();

  const em = deps.orm.em.fork() as Em;
  const slugToId = new Map<string, number>();
  for (const row of await em.execute<{ id: number; slug: string }[]>('select id, slug from post')) {
    slugToId.set(row.slug, Number(row.id));
  }
  /** Posts being created by this import, by slug: dependants wait for them. */
  const inFlight = new Map<string, Promise<number | null>>();
  const laterSlugs = new Map<string, number>();
  bundle.posts.forEach((post, index) => {
    const slug = (post as Partial<BundlePost> | null)?.slug;
    if (typeof slug === 'string' && !laterSlugs.has(slug)) laterSlugs.set(slug, index);
  });

  const counts = () => ({ ...report.posts });
  progress.start(bundle.posts.length, counts());
  let done = 0;
  const finish = (outcome: 'created' | 'skipped' | 'failed') => {
    report.posts[outcome]++;
    done++;
    progress.update(done, counts());
  };
  const fail = (index: number, slug: string | undefined, message: string) => {
    problems.push({ position: `posts[${index}]`, ...(slug ? { slug } : {}), message });
    finish('failed');
  };

  const seen = new Set<string>();
  /** @returns 'deferred' when the post is a translation of a post that comes later in the bundle. */
  const importOne = async (index: number): Promise<'done' | 'deferred'> => {
    const raw = bundle.posts[index] as unknown;
    const shapeProblems = checkPostShape(raw, uploadFiles);
    const slug = (raw as Partial<BundlePost> | null)?.slug;
    if (shapeProblems.length) {
      fail(index, typeof slug === 'string' ? slug : undefined, shapeProblems.join('; '));
      return 'done';
    }
    const post = raw as BundlePost;
    if (seen.has(post.slug)) {
      fail(index, post.slug, `slug "${post.slug}" appears earlier in the bundle`);
      return 'done';
    }
    if (slugToId.has(post.slug)) {
      seen.add(post.slug);
      finish('skipped');
      return 'done';
    }
    let translationOf: number | undefined;
    if (post.translationOf) {
      const target = post.translationOf;
      const known = slugToId.get(target) ?? (inFlight.has(target) ? await inFlight.get(target) : undefined);
      if (known == null) {
        const later = laterSlugs.get(target);
        if (later !== undefined && later > index && !seen.has(target)) return 'deferred';
        fail(index, post.slug, `translationOf: no post has the slug "${target}"`);
        return 'done';
      }
      translationOf = known;
    }
    seen.add(post.slug);
    let resolve!: (id: number | null) => void;
    inFlight.set(post.slug, new Promise((done) => (resolve = done)));
    try {
      const { id, comments, uploads } = await createPost(deps, post, uploadsDir, translationOf, storedUploads);
      slugToId.set(post.slug, id);
      for (const [file, uploadId] of uploads) storedUploads.set(file, uploadId);
      report.uploads += uploads.size;
      report.comments += comments;
      resolve(id);
      finish('created');
    } catch (error) {
      resolve(null);
      fail(index, post.slug, messageOf(error));
    }
    return 'done';
  };

  // Posts in bundle order, `concurrency` at a time; translations of later posts are retried after.
  let pending = bundle.posts.map((_, index) => index);
  const concurrency = Math.max(1, options.concurrency ?? 1);
  while (pending.length) {
    const deferred: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const index = pending[next++];
        if ((await importOne(index)) === 'deferred') deferred.push(index);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
    if (deferred.length === pending.length) {
      for (const index of deferred) {
        const post = bundle.posts[index];
        fail(index, post.slug, `translationOf: "${post.translationOf}" could not be imported first`);
      }
      break;
    }
    pending = deferred.sort((a, b) => a - b);
  }
  progress.stop();

  // Featured order: each listed post is added at the end unless it is featured already.
  const featuredService = new FeaturedService(deps.orm.em.fork() as Em, systemClock);
  const alreadyFeatured = await featuredService.postIds();
  for (const [index, slug] of bundle.featured.entries()) {
    const id = typeof slug === 'string' ? slugToId.get(slug) : undefined;
    if (id === undefined) {
      problems.push({ position: `featured[${index}]`, message: `no post has the slug ${JSON.stringify(slug)}` });
      continue;
    }
    if (alreadyFeatured.has(id)) report.featured.unchanged++;
    else {
      await featuredService.add(String(id));
      alreadyFeatured.add(id);
      report.featured.added++;
    }
  }

  if (bundle.siteSettings) {
    try {
      const settingsEm = deps.orm.em.fork() as Em;
      const service = new SiteSettingsService(settingsEm);
      const input = await validated(toSettingsInput(bundle.siteSettings));
      const stored = (await settingsEm.count(SiteSettingsRecord, {})) > 0;
      if (stored && settingsKey(await service.data()) === settingsKey(bundle.siteSettings)) {
        report.settings = 'unchanged';
      } else {
        await service.update(input);
        report.settings = 'updated';
      }
    } catch (error) {
      report.settings = 'failed';
      problems.push({ position: 'siteSettings', message: messageOf(error) });
    }
  }
  if (report.posts.created > 0) {
    // A bulk load leaves the planner without statistics and every new post with the dead row
    // versions of its follow-up writes; PGlite has no autovacuum to catch up on either (the full
    // corpus: uncached tag pages and REST lists ~1.4x as fast, the folder 10 % smaller).
    await em.execute('vacuum analyze');
  }
  problems.sort((a, b) => {
    const [ka, kb] = [positionKey(a), positionKey(b)];
    return ka[0] - kb[0] || ka[1] - kb[1];
  });
  return report;
}

async function readUpload(uploadsDir: string, file: string): Promise<Buffer> {
  const bytes = await readFile(join(uploadsDir, file)).catch(() => {
    throw new Error(`the image ${file} is missing from ${uploadsDir}`);
  });
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== UPLOAD_FILE.exec(file)![1]) throw new Error(`the image ${file} does not match its SHA-256 name`);
  return bytes;
}

/**
 * Checks a post and its comments as the API checks them (text rules, then bounds) before anything
 * is written.
 * @returns the post's input (images still unset) and its comments, cleaned.
 * @throws BAD_USER_INPUT naming the field (`comments[i]: ...` for a comment).
 */
async function checkedPost(post: BundlePost, translationOf: number | undefined) {
  const input = await validated(
    toPostInput({
      title: post.title,
      excerpt: post.excerpt,
      slug: post.slug,
      locale: post.locale,
      translationOf: translationOf === undefined ? undefined : String(translationOf),
      sections: post.sections.map((section) => ({ title: section.title, content: section.content })),
      author: post.author,
      tags: post.tags,
      date: new Date(post.date),
      status: post.status === 'draft' ? PostStatus.DRAFT : PostStatus.TO_PUBLISH,
      allowComments: post.allowComments,
    }),
  );
  const comments = [];
  for (const [index, comment] of (post.comments ?? []).entries()) {
    try {
      const checked = await validated(toCommentInput(comment));
      const name = checked.name.trim();
      const content = checked.content.trim();
      if (!name || !content) throw new Error('name and content are required');
      const createdAt = new Date(comment.createdAt);
      comments.push({
        fields: {
          name,
          email: checked.email.trim().toLowerCase(),
          content,
          createdAt,
          ...importedModeration(comment, createdAt),
        },
        replyTo: comment.replyTo ?? null,
      });
    } catch (error) {
      throw new Error(`comments[${index}]: ${messageOf(error)}`);
    }
  }
  return { input, comments };
}

/**
 * Creates one post with its images and comments in one transaction, once all of it has passed
 * the API's checks: a refused post leaves nothing behind, no row and no image file.
 */
async function createPost(
  deps: ImportDeps,
  post: BundlePost,
  uploadsDir: string,
  translationOf: number | undefined,
  storedUploads: Map<string, string>,
): Promise<{ id: number; comments: number; uploads: Map<string, string> }> {
  const { input, comments } = await checkedPost(post, translationOf);
  const created = new Map<string, string>();
  const storedNames: string[] = [];
  try {
    return await deps.orm.em.fork().transactional(async (tx: Em) => {
      const uploads = new UploadService(tx, deps.storage, deps.uploadMaxBytes);
      const imageId = async (file: string | null | undefined): Promise<string | null> => {
        if (!file) return null;
        const known = storedUploads.get(file) ?? created.get(file);
        if (known) return known;
        const bytes = await readUpload(uploadsDir, file);
        const upload = await uploads.storeImage(() => Readable.from([bytes]));
        storedNames.push(upload.storedName);
        created.set(file, upload.id);
        return upload.id;
      };
      for (const [index, section] of post.sections.entries()) {
        input.sections![index].imageId = await imageId(section.image);
      }
      input.coverId = await imageId(post.cover);
      const saved = await new PostService(tx, uploads, systemClock).create(input);
      if (saved.slug !== post.slug) throw new Error(`slug "${post.slug}" is already taken`);
      // Keep the bundle's history: creation, last change and first publication times.
      const times: Partial<Pick<Post, 'createdAt' | 'updatedAt' | 'publishedAt'>> = {};
      if (post.createdAt) times.createdAt = new Date(post.createdAt);
      if (post.updatedAt) times.updatedAt = new Date(post.updatedAt);
      if (post.status !== 'draft' && post.publishedAt) times.publishedAt = new Date(post.publishedAt);
      if (Object.keys(times).length) await tx.nativeUpdate(Post, { id: saved.id }, times);

      // Top-level comments first, so that each reply can point to its stored comment.
      const stored = new Map<number, Comment>();
      comments.forEach((comment, index) => {
        if (comment.replyTo === null) stored.set(index, tx.create(Comment, { post: saved, ...comment.fields }));
      });
      await tx.flush();
      for (const comment of comments) {
        if (comment.replyTo !== null) {
          tx.create(Comment, { post: saved, parent: stored.get(comment.replyTo), ...comment.fields });
        }
      }
      await tx.flush();
      return { id: saved.id, comments: comments.length, uploads: created };
    });
  } catch (error) {
    await Promise.all(storedNames.map((name) => deps.storage.remove(name)));
    throw error;
  }
}
