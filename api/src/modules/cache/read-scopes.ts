/**
 * The parts of the content an answer was computed from, so that a write drops only the cached
 * answers that read what it changed: one comment leaves every other post's page cached. The names
 * are the ones the database triggers record for each write (migrations ..._content_change and
 * ..._list_scopes). A list records which posts it shows (`post:`) and what decides which posts
 * those are (`listing`, `text`, `comments`); an answer that read anything wider (a feed, a
 * sitemap, admin data) depends on everything, and so does one that recorded nothing.
 */
export const Scope = {
  /** The post's row and its sections (also read by id: an unknown id becomes known by an insert). */
  post: (id: number | string) => `post:${id}`,
  /** Which post has this slug (a lookup by slug that found nothing too). */
  slug: (slug: string) => `slug:${slug}`,
  /** The posts of a translation group: a post's translations. */
  group: (group: string) => `group:${group}`,
  /** The comments of a post, and their count. */
  comments: (postId: number | string) => `comments:${postId}`,
  /** Which posts are featured. */
  featured: 'featured',
  /** Uploaded images (covers and section images, their sizes). */
  uploads: 'uploads',
  /** The site settings. */
  settings: 'settings',
  /** Which years have readable posts, and how many in each. */
  archive: 'archive',
  /** The loaded Bibles: translations, book names and verses. */
  bible: 'bible',
  /**
   * Which posts are readable where and in which order (their status, publication time, date,
   * locale, tags and translation group): what decides the members of a list.
   */
  listing: 'listing',
  /**
   * What a search in a locale matches and ranks: the title, excerpt, tags, sections and cited
   * passages of every post in that locale.
   */
  text: (locale: string) => `text:${locale}`,
  /** Every post's comments: the ranking of the most commented posts. */
  allComments: 'comments',
} as const;

/** A change to everything (a truncate, an import): the scope the triggers write for it. */
export const EVERYTHING = '*';

/** What one request's answer has read so far. */
export class ReadScopes {
  private readonly scopes = new Set<string>();
  private everything = false;
  private secret = false;

  /**
   * Records that the answer holds what only this request may see (a post opened by a preview
   * link): no cache, shared or ours, may keep it.
   */
  markPrivate(): void {
    this.secret = true;
  }

  /** Whether markPrivate was called. */
  get private(): boolean {
    return this.secret;
  }

  /** Records a scope the answer depends on. */
  add(scope: string): void {
    if (!this.everything) this.scopes.add(scope);
  }

  /** Records that the answer depends on the whole content. */
  addEverything(): void {
    this.everything = true;
    this.scopes.clear();
  }

  /** @returns the scopes read, or null for everything (also when nothing was recorded). */
  read(): ReadonlySet<string> | null {
    return this.everything || this.scopes.size === 0 ? null : new Set(this.scopes);
  }
}

const byRequest = new WeakMap<object, ReadScopes>();

/** The recorder of a request's reads (made on first use): GraphQL contexts of one request share it. */
export function readScopesOf(req: object): ReadScopes {
  let scopes = byRequest.get(req);
  if (!scopes) {
    scopes = new ReadScopes();
    byRequest.set(req, scopes);
  }
  return scopes;
}

/** @returns what a request's answer read, or null for everything (also when it recorded nothing). */
export function scopesReadBy(req: object): ReadonlySet<string> | null {
  return byRequest.get(req)?.read() ?? null;
}

/** @returns whether the answer to `req` was marked private (see ReadScopes.markPrivate). */
export const isPrivateAnswer = (req: object): boolean => byRequest.get(req)?.private ?? false;
