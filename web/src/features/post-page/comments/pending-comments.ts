import type { CommentItemFragment } from '../api/post.generated';

/**
 * Comments this browser posted that wait for moderation. Nobody else sees a held comment: the
 * server never lists it to readers, so its poster's own browser keeps it (localStorage) and shows
 * it in place until it is approved (then the post lists it, and this copy is dropped) or until it
 * is old enough that it was surely dealt with.
 */

const PREFIX = 'pending-comments:';
/** A held comment is shown to its poster this long at most. */
export const PENDING_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** Held comments kept per post: enough for anyone who is not a bot. */
const PER_POST = 20;

/** What is kept of a held comment: what its poster sees. */
export type PendingComment = Pick<CommentItemFragment, 'id' | 'name' | 'content' | 'createdAt'>;

/** The storage the list lives in (window.localStorage in the browser). */
export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isPending = (value: unknown): value is PendingComment => {
  const entry = value as Record<string, unknown> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.content === 'string' &&
    typeof entry.createdAt === 'string'
  );
};

/**
 * @returns the held comments of post `postId` that are still waiting, newest first: not in
 *   `published` (the ids the post lists, replies included: those were approved) and younger than
 *   PENDING_KEEP_MS at `now`. Stored entries that are no longer waiting are removed. Unreadable or
 *   unavailable storage (private browsing, a full quota) reads as none.
 */
export function readPending(
  storage: PendingStorage | null,
  postId: string,
  published: ReadonlySet<string>,
  now: Date,
): PendingComment[] {
  if (!storage) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(PREFIX + postId) ?? '[]');
  } catch {
    stored = [];
  }
  const all = Array.isArray(stored) ? stored.filter(isPending) : [];
  const waiting = all.filter(
    (entry) => !published.has(entry.id) && now.getTime() - Date.parse(entry.createdAt) < PENDING_KEEP_MS,
  );
  if (waiting.length !== all.length || (Array.isArray(stored) && stored.length !== all.length)) {
    write(storage, postId, waiting);
  }
  return waiting;
}

/** Keeps `comment` as held for post `postId` (newest first, at most PER_POST). */
export function rememberPending(storage: PendingStorage | null, postId: string, comment: PendingComment): void {
  if (!storage) return;
  const { id, name, content, createdAt } = comment;
  const others = readPending(storage, postId, new Set([id]), new Date(createdAt));
  write(storage, postId, [{ id, name, content, createdAt }, ...others].slice(0, PER_POST));
}

function write(storage: PendingStorage, postId: string, entries: PendingComment[]): void {
  try {
    if (entries.length) storage.setItem(PREFIX + postId, JSON.stringify(entries));
    else storage.removeItem(PREFIX + postId);
  } catch {
    // A full or blocked storage: the comment is still held on the server, only not shown here.
  }
}

/** @returns window.localStorage, or null where it does not exist or is blocked. */
export function browserStorage(): PendingStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
