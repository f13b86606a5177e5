import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../locales';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, '..', '..');
const load = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const catalogs: Record<string, Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, load(join(here, `${locale}.json`))]),
);
const en = catalogs.en;
const publicEn = load(join(here, '..', 'en.json'));

/** {name} and plural/select arguments of an ICU message, sorted. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((m) => m[1]))].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('admin catalogs', () => {
  it.each(['fr', 'es', 'it'])('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(['fr', 'es', 'it'])('%s keeps every placeholder of each message', (locale) => {
    for (const [key, message] of Object.entries(en)) {
      expect([key, argumentsOf(catalogs[locale][key])]).toEqual([key, argumentsOf(message)]);
    }
  });

  it.each(Object.keys(catalogs))('%s: every message is non-empty valid ICU', (locale) => {
    for (const [key, message] of Object.entries(catalogs[locale])) {
      expect([key, message.trim().length > 0]).toEqual([key, true]);
      expect(() => new IntlMessageFormat(message, locale)).not.toThrow();
    }
  });

  it('has one admin catalog per interface language', () => {
    const files = readdirSync(here).filter((name) => /^[a-z]{2}\.json$/.test(name));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it('keeps its keys under admin. and apart from the reader site’s', () => {
    for (const key of Object.keys(en)) {
      expect(key.startsWith('admin.')).toBe(true);
      expect(key in publicEn).toBe(false);
    }
  });

  it('has every admin key the code uses, and uses every key it has', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(admin\.[\w.]+)'/g)) used.add(match[1]);
    }
    expect([...used].filter((key) => !(key in en))).toEqual([]);
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });

  it('quotes the product specification’s admin strings exactly in English', () => {
    expect(en).toMatchObject({
      'admin.login.title': 'Admin Login',
      'admin.login.submit': 'Login',
      'admin.login.submitting': 'Logging in...',
      'admin.login.unexpected': 'An unexpected error occurred. Please try again.',
      'admin.posts.title': 'Posts',
      'admin.posts.search': 'Search by title...',
      'admin.posts.new': 'New Post',
      'admin.posts.loading': 'Loading posts...',
      'admin.common.error': 'Error: {message}',
      'admin.posts.noMatch': 'No posts found matching your search.',
      'admin.posts.empty': 'No posts yet.',
      'admin.posts.addFeatured': 'Add to Featured',
      'admin.posts.removeFeatured': 'Remove from Featured',
      'admin.posts.editPost': 'Edit Post',
      'admin.posts.makeFeatured': 'Make Featured',
      'admin.posts.removeFeaturedShort': 'Remove Featured',
      'admin.editor.title': 'Write a post',
      'admin.editor.excerptPlaceholder': 'Short excerpt for the blog...',
      'admin.editor.sectionTitle': 'Section Title',
      'admin.editor.addSection': 'Add New Section',
      'admin.editor.cover': 'Cover Image',
      'admin.editor.mainTags': 'Main Tags',
      'admin.editor.tags': 'Tags',
      'admin.editor.emailsAndComments': 'Emails and comments',
      'admin.editor.allowComments': 'Allow comments',
      'admin.editor.statusToPublish': 'To publish',
      'admin.editor.statusDraft': 'Draft',
      'admin.editor.publish': 'Publish',
      'admin.editor.saveDraft': 'Save Draft',
      'admin.editor.publishing': 'Publishing...',
      'admin.editor.saving': 'Saving...',
      'admin.editor.created': 'Post created successfully!',
      'admin.editor.updated': 'Post updated successfully!',
      'admin.editor.saveError': 'Error saving post: {message}',
      'admin.editor.unknownError': 'Unknown error',
      'admin.editor.loadFailed': 'Failed to load post. Please try again.',
      'admin.editor.coverFailed': 'Cover image upload failed. Please try again.',
      'admin.featured.search': 'Search blogs to feature...',
      'admin.featured.byLine': 'By {author} • {date}',
      'admin.topbar.logout': 'Logout',
      'admin.pagination.status': 'Page {page} of {total}',
    });
  });
});
