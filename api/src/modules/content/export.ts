import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { systemClock } from '../../common/clock.js';
import type { Em, Orm } from '../../db/orm.js';
import { Comment } from '../comment/comment.entity.js';
import { bundledModeration } from './bundle-comments.js';
import { FeaturedService } from '../featured/featured.service.js';
import { Post } from '../post/post.entity.js';
import { visibleStatus } from '../post/publishing.js';
import { Section } from '../section/section.entity.js';
import { SiteSettingsRecord } from '../settings/site-settings.entity.js';
import { SiteSettingsService } from '../settings/settings.service.js';
import type { UploadStorage } from '../upload/storage.js';
import { Upload } from '../upload/upload.entity.js';
import { ACCEPTED_IMAGES } from '../upload/image-check.js';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  type BundlePost,
  type BundleStatus,
  type BundleUpload,
  type ContentBundle,
  uploadsDirFor,
} from './bundle.js';
import { type Progress, silentProgress } from './progress.js';
import { groupBy } from '../../common/group-by.js';

const BATCH = 250;

export interface ExportReport {
  posts: number;
  comments: number;
  uploads: number;
  featured: number;
  file: string;
  uploadsDir: string;
}

async function readAll(storage: UploadStorage, name: string): Promise<Buffer> {
  const file = await storage.open(name);
  if (!file) throw new Error(`The upload ${name} is missing from the uploads folder`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Builds the bundle of the whole site: every post (all statuses) with its sections, tags,
 * comments and translation link, the featured order, the site settings, and the images the
 * posts use, which are copied into `files` named by their SHA-256.
 * @returns the bundle and the image bytes to write, by bundle file name.
 * @throws when an upload row has no file in the storage.
 */
export async function buildBundle(
  orm: Orm,
  storage: UploadStorage,
  progress: Progress = silentProgress,
): Promise<{ bundle: ContentBundle; files: Map<string, Buffer>; comments: number }> {
  const em = orm.em.fork() as Em;
  // One instant for the whole bundle: a post's status is what readers see at it.
  const exportedAt = systemClock();
  const keys = await em.find(Post, {}, { fields: ['id', 'slug', 'translationGroup'], orderBy: { id: 'asc' } });
  // The first version of each article (lowest id) is the one the others are translations of.
  const rootOfGroup = new Map<string, string>();
  for (const post of keys)
    if (!rootOfGroup.has(post.translationGroup)) rootOfGroup.set(post.translationGroup, post.slug);
  em.clear();

  const uploadFiles = new Map<string, BundleUpload>();
  const files = new Map<string, Buffer>();
  const fileOf = async (upload: Upload | null | undefined): Promise<string | null> => {
    if (!upload) return null;
    const known = uploadFiles.get(upload.id);
    if (known) return known.file;
    const bytes = await readAll(storage, upload.storedName);
    const file = `${createHash('sha256').update(bytes).digest('hex')}.${ACCEPTED_IMAGES[upload.mimeType] ?? 'bin'}`;
    const entry = { file, mimeType: upload.mimeType, width: upload.width, height: upload.height, bytes: bytes.length };
    uploadFiles.set(upload.id, entry);
    files.set(file, bytes);
    return file;
  };

  const posts: BundlePost[] = [];
  let comments = 0;
  progress.start(keys.length, { comments: 0 });
  for (let start = 0; start < keys.length; start += BATCH) {
    const batchEm = orm.em.fork() as Em;
    const ids = keys.slice(start, start + BATCH).map((post) => post.id);
    const batch = await batchEm.find(Post, { id: { $in: ids } }, { orderBy: { id: 'asc' }, populate: ['cover'] });
    const sections = await batchEm.find(
      Section,
      { post: { $in: ids } },
      { orderBy: [{ post: 'asc' }, { orderIndex: 'asc' }, { id: 'asc' }], populate: ['image'] },
    );
    const postComments = await batchEm.find(
      Comment,
      { post: { $in: ids } },
      { orderBy: [{ post: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] },
    );
    const sectionsOf = groupBy(sections, (section) => section.post.id);
    const commentsOf = groupBy(postComments, (comment) => comment.post.id);
    for (const post of batch) {
      const status = visibleStatus(post, exportedAt) as BundleStatus;
      const ownSections = sectionsOf.get(post.id) ?? [];
      const ownComments = commentsOf.get(post.id) ?? [];
      const root = rootOfGroup.get(post.translationGroup)!;
      const bundleSections = [];
      for (const section of ownSections) {
        bundleSections.push({ title: section.title, content: section.content, image: await fileOf(section.image) });
      }
      posts.push({
        slug: post.slug,
        locale: post.locale,
        translationOf: root === post.slug ? null : root,
        title: post.title,
        excerpt: post.excerpt,
        author: post.author,
        tags: [...post.tags],
        date: post.date.toISOString(),
        status,
        publishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
        allowComments: post.allowComments,
        cover: await fileOf(post.cover),
        createdAt: post.createdAt.toISOString(),
        updatedAt: post.updatedAt.toISOString(),
        sections: bundleSections,
        comments: ownComments.map((comment) => ({
          name: comment.name,
          email: comment.email,
          content: comment.content,
          createdAt: comment.createdAt.toISOString(),
          ...bundledModeration(comment, ownComments),
        })),
      });
      comments += ownComments.length;
    }
    progress.update(posts.length, { comments });
  }
  progress.stop();

  const featured = (await new FeaturedService(em, systemClock).entries()).map((entry) => entry.post.slug);
  const hasSettings = (await em.count(SiteSettingsRecord, {})) > 0;
  let siteSettings = null;
  if (hasSettings) {
    const { updatedAt: _updatedAt, ...data } = await new SiteSettingsService(em).data();
    siteSettings = data;
  }
  const bundle: ContentBundle = {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    siteSettings,
    featured,
    uploads: [...uploadFiles.values()].sort((a, b) => a.file.localeCompare(b.file)),
    posts,
  };
  return { bundle, files, comments };
}

/**
 * Writes the whole site to `file` (JSON, see README "Content bundles") and its images to the
 * folder next to it (`<name>.uploads/`), which is emptied first.
 * @returns counts and the paths written.
 * @throws when the database or the uploads folder cannot be read, or the files cannot be written.
 */
export async function exportContent(
  orm: Orm,
  storage: UploadStorage,
  file: string,
  progress: Progress = silentProgress,
): Promise<ExportReport> {
  const { bundle, files, comments } = await buildBundle(orm, storage, progress);
  const uploadsDir = uploadsDirFor(file);
  await rm(uploadsDir, { recursive: true, force: true });
  await mkdir(uploadsDir, { recursive: true });
  for (const [name, bytes] of files) await writeFile(join(uploadsDir, name), bytes);
  await writeFile(file, `${JSON.stringify(bundle, null, 1)}\n`);
  return {
    posts: bundle.posts.length,
    comments,
    uploads: files.size,
    featured: bundle.featured.length,
    file,
    uploadsDir,
  };
}
