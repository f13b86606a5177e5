import type Upload from 'graphql-upload/Upload.mjs';
import { badInput, notFound } from '../common/errors.js';
import { LOCALES } from '../common/locale.js';
import { API_SCOPES, ApiScope } from '../modules/integration/api-scope.js';
import {
  type GqlComment,
  type GqlCommentPage,
  type GqlModeratedComment,
  type GqlFeaturedEntry,
  type GqlPost,
  type GqlPostPage,
  type GqlApiToken,
  type GqlChangePage,
  type GqlMessagePage,
  type OperationName,
} from './operations.js';
import type { SchemaName } from './schemas.js';

/** What a row reads from the HTTP request, already normalised by the adapter. */
export interface RestRequest {
  /** Path parameters, decoded. */
  params: Record<string, string>;
  /** Query parameters; only the first of repeated ones. */
  query: Record<string, string | undefined>;
  /** The JSON body ({} when there is none). */
  body: Record<string, unknown>;
  /** Whether an Authorization header was sent; whether it is valid is the operation's business. */
  hasToken: boolean;
  /** The file of a multipart row, streamed while the operation runs. */
  file?: Upload;
}

/** A documented query parameter (for the OpenAPI document). */
export interface QueryParam {
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

/**
 * One REST path: the stored GraphQL operation it runs, how the request becomes variables, how
 * the result becomes the body, and what the OpenAPI document says about it.
 */
export interface RestRoute<D = unknown> {
  /** OpenAPI operationId: client generators name their methods after it. */
  id: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI-style template under /api, e.g. /blogs/{id}. */
  path: string;
  summary: string;
  description?: string;
  tag: 'Posts' | 'Comments' | 'Contact' | 'Admin' | 'Featured' | 'Uploads' | 'Integrations' | 'Bible';
  /** Needs `Authorization: Bearer <token>`; enforced by the operation, documented here. */
  admin: boolean;
  /** Takes an admin token without needing one (an invalid one is refused with 401). */
  acceptsToken?: boolean;
  /** Throttled per caller: 429 with Retry-After. */
  rateLimited?: boolean;
  operation: OperationName;
  params?: Record<string, string>;
  query?: QueryParam[];
  /** Request body: a JSON schema name, or a multipart form with a `file` field. */
  body?: SchemaName | 'multipart';
  /** Maps the request to operation variables. @throws AppError (e.g. BAD_USER_INPUT) for unusable input. */
  variables(req: RestRequest): Record<string, unknown>;
  /**
   * Variables for a second run of the operation when the first one's data calls for it, or
   * null/undefined for none. The data is absent when the first run failed.
   */
  retry?(data: D | null | undefined, variables: Record<string, unknown>): Record<string, unknown> | null | undefined;
  /** Maps the operation's data to the response body. @throws AppError (e.g. NOT_FOUND). */
  respond?(data: D, req: RestRequest): unknown;
  status: 200 | 201 | 204;
  response?: SchemaName;
  /**
   * Error statuses particular to this row; openapi.ts adds the ones that follow from the row
   * (every row, its method, body, token and rate limit).
   */
  errors: number[];
  /** Answers carry `success: true|false`, as the original login and contact calls did. */
  successFlag?: boolean;
}

/** GraphQL names scopes by enum name (DRAFTS_READ), REST by their wire form (drafts:read). */
const SCOPE_NAMES = new Map(Object.entries(ApiScope).map(([name, wire]) => [wire as string, name]));
const SCOPE_WIRES = new Map([...SCOPE_NAMES].map(([wire, name]) => [name, wire]));

/** @returns the scopes of a REST body as GraphQL enum names. @throws BAD_USER_INPUT for an unknown one. */
function scopesIn(scopes: unknown): string[] {
  if (!Array.isArray(scopes))
    throw badInput('Invalid input: scopes must be an array', { scopes: 'scopes must be an array' });
  return scopes.map((scope) => {
    const name = typeof scope === 'string' ? SCOPE_NAMES.get(scope) : undefined;
    if (!name) throw badInput(`Invalid input: unknown scope`, { scopes: `Known scopes: ${API_SCOPES.join(', ')}` });
    return name;
  });
}

const toRestToken = (token: GqlApiToken) => ({
  ...token,
  scopes: token.scopes.map((name) => SCOPE_WIRES.get(name) ?? name),
});

// Lets each row type its operation data while the table stays one array.
const route = <D>(row: RestRoute<D>): RestRoute<D> => row;

/**
 * Shapes a GraphQL post into the legacy REST post: the same fields with the status
 * lower-cased, and its comments when the operation asked for them.
 * @returns a new object; the input is not changed.
 */
export function toRestPost(post: GqlPost): Record<string, unknown> {
  const shaped: Record<string, unknown> = { ...post, status: post.status.toLowerCase() };
  if (post.comments) shaped.comments = post.comments.map(toRestComment);
  return shaped;
}

/** A comment with its status lower-cased (`approved`, `pending`), as REST writes statuses, and its replies alike. */
function toRestComment(comment: GqlComment): Record<string, unknown> {
  const shaped: Record<string, unknown> = { ...comment, status: comment.status.toLowerCase() };
  if (comment.replies) shaped.replies = comment.replies.map(toRestComment);
  return shaped;
}

/** A comment of the moderation list with its status lower-cased. */
const toRestModerated = (comment: GqlModeratedComment) => ({ ...comment, status: comment.status.toLowerCase() });

/** REST comment statuses and moderation actions (lower case) as the GraphQL enum names. */
const COMMENT_STATUS_INPUT: Record<string, string> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  spam: 'SPAM',
  trash: 'TRASH',
};
const COMMENT_ACTION_INPUT: Record<string, string> = {
  approve: 'APPROVE',
  unapprove: 'UNAPPROVE',
  spam: 'SPAM',
  'not-spam': 'NOT_SPAM',
  trash: 'TRASH',
  restore: 'RESTORE',
  delete: 'DELETE',
};

/** @returns the GraphQL enum name of a REST value. @throws BAD_USER_INPUT naming `field` for an unknown one. */
function enumInput(value: unknown, names: Record<string, string>, field: string): string | undefined {
  if (value == null || value === '') return undefined;
  const name = typeof value === 'string' ? names[value.trim().toLowerCase()] : undefined;
  if (!name) {
    const known = Object.keys(names).join(', ');
    throw badInput(`${field} must be one of ${known}`, { [field]: `One of ${known}` });
  }
  return name;
}

const toRestPage = (page: GqlPostPage) => ({
  blogs: page.items.map(toRestPost),
  pagination: {
    page: page.page,
    pageSize: page.pageSize,
    totalPages: page.totalPages,
    totalItems: page.totalItems,
  },
});

const toRestEntry = (entry: GqlFeaturedEntry) => ({
  id: entry.id,
  blogId: entry.post.id,
  orderIndex: entry.orderIndex,
  post: toRestPost(entry.post),
});

/** Numbers from the query string; anything else goes through as text for GraphQL to refuse by name. */
function queryInt(value: string | undefined): number | string | undefined {
  if (value === undefined || value === '') return undefined;
  return /^-?\d{1,15}$/.test(value) ? Number(value) : value;
}

const queryFlag = (value: string | undefined) => value === 'true' || value === '1';

const LOCALE_SCHEMA = { type: 'string', enum: LOCALES };

/** Optional language filter of the post lists: without it they hold every language, as before. */
const LOCALE_PARAM: QueryParam = {
  name: 'locale',
  description: 'Only posts written in this language (en, fr, es or it); every language without it.',
  schema: LOCALE_SCHEMA,
};

const STATUS_INPUT: Record<string, string> = {
  draft: 'DRAFT',
  to_publish: 'TO_PUBLISH',
  // Published is reached by sending to publish: the post goes live on its date.
  published: 'TO_PUBLISH',
};

/** The editor's status string as the GraphQL enum. @throws BAD_USER_INPUT for anything else. */
function statusInput(value: unknown): string | undefined {
  if (value == null || value === '') return undefined;
  const status = typeof value === 'string' ? STATUS_INPUT[value.trim().toLowerCase()] : undefined;
  if (!status) throw badInput('status must be draft, to_publish or published', { status: 'Unknown status' });
  return status;
}

/**
 * The editor's date (a day such as 2026-05-01, a date-time or epoch milliseconds) as the ISO
 * date-time the GraphQL scalar takes; a bare day is midnight UTC.
 * @throws BAD_USER_INPUT when it is not a date.
 */
function dateInput(value: unknown): string | undefined {
  if (value == null || value === '') return undefined;
  const raw =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00Z` : value;
  const date = typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw badInput('date must be a date such as 2026-05-01', { date: 'Not a date' });
  }
  return date.toISOString();
}

const INPUT_FIELDS = ['title', 'excerpt', 'slug', 'locale', 'author', 'tags', 'allowComments', 'version'];
const SECTION_FIELDS = ['id', 'title', 'content', 'imageId', 'orderIndex'];

/** Copies the listed fields that are present and not null: a null is "not sent" to the editor. */
const pick = (source: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.filter((field) => source[field] != null).map((field) => [field, source[field]]));

/**
 * The editor's body (legacy REST POST and PUT /admin/blogs) as a GraphQL PostInput holding
 * only what the body holds: a field not sent (or null) is left out, so a create gives it its
 * default and an update keeps the stored value. `coverId: null` is kept: it removes the cover.
 * Only known fields are copied, so `cover`, section `image` and anything unknown are never written.
 * @throws BAD_USER_INPUT for an unknown status or an unreadable date.
 */
export function postInput(body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = pick(body, INPUT_FIELDS);
  if ('coverId' in body) input.coverId = body.coverId;
  if (Array.isArray(body.sections)) {
    input.sections = body.sections.map((section: unknown) =>
      section && typeof section === 'object' ? pick(section as Record<string, unknown>, SECTION_FIELDS) : section,
    );
  } else if (body.sections != null) {
    input.sections = body.sections;
  }
  const date = dateInput(body.date);
  if (date) input.date = date;
  const status = statusInput(body.status);
  if (status) input.status = status;
  return input;
}

const POST_ID = 'The post id (digits) or its slug.';

/** `true`/`false` from the query string; anything else goes through for GraphQL to refuse by name. */
const queryBoolean = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value;

/** A comma-separated id list from the query string. @throws BAD_USER_INPUT when there is none. */
function queryIds(value: string | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!ids.length) throw badInput('ids is required: comma-separated message ids', { ids: 'ids is required' });
  return ids;
}

/** Every legacy REST path, in the order the OpenAPI document lists them. */
export const ROUTES: RestRoute[] = [
  route<{ login: { token: string } }>({
    id: 'login',
    method: 'post',
    path: '/admin/login',
    summary: 'Sign in as an administrator',
    description: 'Repeated failures for one e-mail or address are throttled (429 with Retry-After).',
    tag: 'Admin',
    admin: false,
    operation: 'login',
    body: 'LoginRequest',
    variables: ({ body }) => ({ email: body.email, password: body.password }),
    respond: ({ login }) => ({ success: true, token: login.token }),
    status: 200,
    response: 'LoginResult',
    errors: [401],
    rateLimited: true,
    successFlag: true,
  }),
  route<{ logout: boolean }>({
    id: 'logout',
    method: 'post',
    path: '/admin/logout',
    summary: 'Sign out: end the session of the token sent',
    description: 'The token is refused (401) from then on; other sessions of the administrator go on.',
    tag: 'Admin',
    admin: true,
    operation: 'logout',
    variables: () => ({}),
    status: 204,
    errors: [],
  }),
  route<{ changePassword: { token: string; expiresAt: string } }>({
    id: 'changePassword',
    method: 'post',
    path: '/admin/password',
    summary: 'Change the password; every session ends and a new one is returned',
    description:
      'Refused with 400 and `fields.next` when the new password breaks a rule (12 to 1024 characters, not the ' +
      'e-mail address, not a common password, not the current one), with `fields.current` when the current ' +
      'password is wrong, which counts as a failed sign-in (429 with Retry-After once the attempts are used).',
    tag: 'Admin',
    admin: true,
    operation: 'changePassword',
    body: 'PasswordChangeRequest',
    variables: ({ body }) => ({ current: body.current, next: body.next }),
    respond: ({ changePassword }) => changePassword,
    status: 200,
    response: 'PasswordChangeResult',
    errors: [],
    rateLimited: true,
  }),
  route<{ posts?: GqlPostPage; adminPosts?: GqlPostPage }>({
    id: 'listBlogs',
    method: 'get',
    path: '/blogs',
    summary: 'List posts, newest first (or best match first with search)',
    description:
      'Readers see published posts only. With isAdminPage=true and an admin bearer token every post is listed, ' +
      'drafts included, and search matches titles; an invalid token then answers 401.',
    tag: 'Posts',
    admin: false,
    acceptsToken: true,
    operation: 'listPosts',
    query: [
      { name: 'page', description: 'Page number from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'pageSize', description: 'Posts per page (1 to 100).', schema: { type: 'integer', minimum: 1 } },
      {
        name: 'search',
        description:
          'Search text. A Bible reference (`John 3:16`, `Jean 3,16`, `Psalm 23`) lists the posts citing the passage first, then the other matches (readers only).',
        schema: { type: 'string' },
      },
      LOCALE_PARAM,
      {
        name: 'preferLocale',
        description: 'With search: matches in this language first, then the others (readers only).',
        schema: LOCALE_SCHEMA,
      },
      { name: 'isAdminPage', description: 'true for the admin list.', schema: { type: 'boolean' } },
      {
        name: 'passage',
        description:
          'Admin list only: the posts citing a passage that overlaps this Bible reference, drafts included, in any of the ' +
          'four languages (`Jn 3`, `Psaume 23`); 400 when it is not a Bible reference. Readers use `/blogs/passage`.',
        schema: { type: 'string' },
      },
    ],
    variables: ({ query, hasToken }) => ({
      page: queryInt(query.page) ?? 1,
      pageSize: queryInt(query.pageSize),
      search: query.search?.trim() || undefined,
      locale: query.locale || undefined,
      preferLocale: query.preferLocale || undefined,
      passage: query.passage?.trim() || undefined,
      admin: queryFlag(query.isAdminPage) && hasToken,
    }),
    respond: (data) => toRestPage((data.adminPosts ?? data.posts)!),
    status: 200,
    response: 'PostList',
    errors: [],
  }),
  route<{ featuredPosts: GqlPost[] }>({
    id: 'listFeaturedBlogs',
    method: 'get',
    path: '/blogs/featured-posts/blogs',
    summary: 'Featured posts in their featured order',
    tag: 'Featured',
    admin: false,
    operation: 'featuredPosts',
    variables: () => ({}),
    respond: (data) => data.featuredPosts.map(toRestPost),
    status: 200,
    response: 'PostArray',
    errors: [],
  }),
  route<{ popularPosts: GqlPost[] }>({
    id: 'listPopularBlogs',
    method: 'get',
    path: '/blogs/popular-blogs/blogs',
    summary: 'The most commented posts',
    tag: 'Posts',
    admin: false,
    operation: 'popularPosts',
    query: [
      { name: 'limit', description: '1 to 20.', schema: { type: 'integer', minimum: 1, maximum: 20, default: 2 } },
    ],
    variables: ({ query }) => ({ limit: queryInt(query.limit) ?? 2 }),
    respond: (data) => data.popularPosts.map(toRestPost),
    status: 200,
    response: 'PostArray',
    errors: [],
  }),
  route<{ popularTags: { tag: string; count: number }[] }>({
    id: 'listPopularTags',
    method: 'get',
    path: '/blogs/popular-tags/blogs',
    summary: 'The most used tags with their post counts, most used first',
    tag: 'Posts',
    admin: false,
    operation: 'popularTags',
    variables: () => ({}),
    respond: (data) => data.popularTags,
    status: 200,
    response: 'TagCountArray',
    errors: [],
  }),
  route<{ postsByPassage: GqlPostPage }>({
    id: 'listBlogsByPassage',
    method: 'get',
    path: '/blogs/passage',
    summary: 'Posts citing a Bible passage, most cited first, then newest',
    description:
      'Published posts citing a verse that overlaps `ref` (a verse finds the posts citing its chapter or its book). ' +
      '`ref` is a reference or a list of them in English, French, Spanish or Italian (`John 3:16`, `Jean 3,16; 4,1`, ' +
      '`Ps 23`) or OSIS (`John.3.16-John.3.18`); one that cannot be read answers 400 naming it. With `locale`, posts ' +
      'in that language come first.',
    tag: 'Posts',
    admin: false,
    operation: 'postsByPassage',
    query: [
      { name: 'ref', description: 'The Bible reference.', schema: { type: 'string' } },
      { name: 'page', description: 'Page number from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
      {
        name: 'pageSize',
        description: 'Posts per page (1 to 100, default 10).',
        schema: { type: 'integer', minimum: 1 },
      },
      {
        name: 'locale',
        description: 'Posts in this language (en, fr, es or it) first; the reference is read in it first.',
        schema: LOCALE_SCHEMA,
      },
    ],
    variables: ({ query }) => {
      if (!query.ref?.trim()) throw badInput('ref is required', { ref: 'A Bible reference such as John 3:16' });
      return {
        ref: query.ref,
        page: queryInt(query.page) ?? 1,
        pageSize: queryInt(query.pageSize),
        locale: query.locale || undefined,
      };
    },
    respond: (data) => toRestPage(data.postsByPassage),
    status: 200,
    response: 'PostList',
    errors: [],
  }),
  route<{
    postsByTag: { edges: { node: GqlPost }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  }>({
    id: 'listBlogsByTag',
    method: 'get',
    path: '/blogs/tag/{tag}',
    summary: 'Posts with a tag (case-insensitive), newest first, a page at a time',
    tag: 'Posts',
    admin: false,
    operation: 'postsByTag',
    params: { tag: 'The tag.' },
    query: [
      { name: 'cursor', description: 'nextCursor of the previous page.', schema: { type: 'string' } },
      { name: 'limit', description: 'Posts per page (1 to 100, default 10).', schema: { type: 'integer' } },
      LOCALE_PARAM,
    ],
    variables: ({ params, query }) => ({
      tag: params.tag,
      cursor: query.cursor || undefined,
      limit: queryInt(query.limit),
      locale: query.locale || undefined,
    }),
    respond: ({ postsByTag: { edges, pageInfo } }) => ({
      blogs: edges.map((edge) => toRestPost(edge.node)),
      pagination: { hasMore: pageInfo.hasNextPage, nextCursor: pageInfo.endCursor },
    }),
    status: 200,
    response: 'TagPostList',
    errors: [],
  }),
  route<{ changes: GqlChangePage }>({
    id: 'listChanges',
    method: 'get',
    path: '/changes',
    summary: 'What changed in the published content since a token (for mirrors)',
    description:
      'Every post, tag and featured-list change since `since`, oldest first, deletions and unpublishing as ' +
      '`removed: true`, scheduled posts reported when their time comes. Without `since`: no changes and a token ' +
      'at the present (take it, read everything, then poll with it). Poll again at once while `hasMore`. A ' +
      'token older than the changes kept (SYNC_RETENTION_DAYS, 90 days by default) answers 410 ' +
      '`RESYNC_REQUIRED`: read everything again.',
    tag: 'Posts',
    admin: false,
    operation: 'changes',
    query: [
      { name: 'since', description: '`next` of the previous page.', schema: { type: 'string' } },
      { name: 'first', description: 'Logged changes per page (1 to 500, default 100).', schema: { type: 'integer' } },
    ],
    variables: ({ query }) => ({ since: query.since || undefined, first: queryInt(query.first) }),
    respond: ({ changes }) => ({
      changes: changes.changes.map((change) => ({
        ...change,
        kind: change.kind.toLowerCase(),
        post: change.post && toRestPost(change.post),
      })),
      next: changes.next,
      hasMore: changes.hasMore,
    }),
    status: 200,
    response: 'ChangePage',
    errors: [410],
  }),
  route<{ byId?: GqlPost | null; bySlug?: GqlPost | null }>({
    id: 'getBlog',
    method: 'get',
    path: '/blogs/{id}',
    summary: 'One post with its comments (newest first), by id or slug',
    tag: 'Posts',
    admin: false,
    operation: 'getPost',
    params: { id: POST_ID },
    variables: ({ params }) => {
      const numeric = /^\d{1,15}$/.test(params.id);
      return { id: numeric ? params.id : null, slug: params.id, numeric };
    },
    // Slugs the server makes are never all digits, but an imported bundle may bring one: a
    // numeric key that is no post's id is then looked up as a slug.
    retry: (data, variables) => (variables.numeric && data && !data.byId ? { ...variables, numeric: false } : null),
    respond: (data) => {
      const post = data.byId ?? data.bySlug;
      if (!post) throw notFound('Post not found');
      return toRestPost(post);
    },
    status: 200,
    response: 'PostWithComments',
    errors: [404],
  }),
  route<{ addComment: GqlComment }>({
    id: 'addComment',
    method: 'post',
    path: '/comments/{id}',
    summary: 'Comment on a post',
    description:
      'The e-mail is stored but never shown. The answer is the comment with its `status`: `approved` (public at ' +
      'once) or `pending` (held for moderation, shown to nobody else). Without a `formToken` the comment is held ' +
      'unless moderation is off. One comment per interval per address (429); the same text on the post within ' +
      '24 hours is refused (409).',
    tag: 'Comments',
    admin: false,
    operation: 'addComment',
    params: { id: 'The post id.' },
    body: 'CommentRequest',
    variables: ({ params, body }) => ({
      id: params.id,
      // Missing fields become empty so the API's own validation names each of them.
      input: {
        name: body.name ?? '',
        email: body.email ?? '',
        content: body.content ?? '',
        homepage: body.homepage ?? undefined,
        formToken: body.formToken ?? undefined,
      },
    }),
    respond: (data) => toRestComment(data.addComment),
    status: 201,
    response: 'Comment',
    errors: [403, 404, 409],
    rateLimited: true,
  }),
  route<{ comments: GqlCommentPage }>({
    id: 'listComments',
    method: 'get',
    path: '/admin/comments',
    summary: 'The moderation list: comments of every status, newest first, with the count of each status',
    description: 'Owner, or an API token with comments:moderate. Without status: pending and approved comments.',
    tag: 'Comments',
    admin: true,
    operation: 'listComments',
    query: [
      {
        name: 'status',
        description: 'Only this status; pending and approved without it.',
        schema: { type: 'string', enum: Object.keys(COMMENT_STATUS_INPUT) },
      },
      { name: 'postId', description: 'Only the comments on this post.', schema: { type: 'string' } },
      {
        name: 'search',
        description: 'Text found in the comment, the name or the e-mail (at most 200 characters).',
        schema: { type: 'string' },
      },
      { name: 'page', description: 'Page number from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'pageSize', description: 'Comments per page (1 to 100, default 20).', schema: { type: 'integer' } },
    ],
    variables: ({ query }) => ({
      status: enumInput(query.status, COMMENT_STATUS_INPUT, 'status'),
      postId: query.postId || undefined,
      search: query.search?.trim() || undefined,
      page: queryInt(query.page) ?? 1,
      pageSize: queryInt(query.pageSize),
    }),
    respond: ({ comments }) => ({
      comments: comments.items.map(toRestModerated),
      pagination: {
        page: comments.page,
        pageSize: comments.pageSize,
        totalPages: comments.totalPages,
        totalItems: comments.totalItems,
      },
      counts: comments.counts,
    }),
    status: 200,
    response: 'CommentModerationList',
    errors: [],
  }),
  route<{ pendingCommentCount: number }>({
    id: 'countPendingComments',
    method: 'get',
    path: '/admin/comments/pending-count',
    summary: 'How many comments wait for moderation (the navigation badge)',
    tag: 'Comments',
    admin: true,
    operation: 'pendingCommentCount',
    variables: () => ({}),
    respond: ({ pendingCommentCount }) => ({ count: pendingCommentCount }),
    status: 200,
    response: 'PendingCommentCount',
    errors: [],
  }),
  route<{ moderateComments: { comments: GqlModeratedComment[]; deletedIds: string[] } }>({
    id: 'moderateComments',
    method: 'post',
    path: '/admin/comments/moderate',
    summary: 'Approve, unapprove, mark as spam or not, trash, restore or delete 1 to 200 comments at once',
    description:
      '`not-spam` approves a spam comment; `restore` brings a trashed comment back to the status it had; ' +
      '`delete` is for good, with the replies of a top-level comment. Unknown ids are skipped.',
    tag: 'Comments',
    admin: true,
    operation: 'moderateComments',
    body: 'CommentModerationRequest',
    variables: ({ body }) => ({
      ids: Array.isArray(body.ids) ? body.ids.map((id) => (typeof id === 'number' ? String(id) : id)) : body.ids,
      action: enumInput(body.action, COMMENT_ACTION_INPUT, 'action') ?? '',
    }),
    respond: ({ moderateComments }) => ({
      comments: moderateComments.comments.map(toRestModerated),
      deletedIds: moderateComments.deletedIds,
    }),
    status: 200,
    response: 'CommentModerationResult',
    errors: [],
  }),
  route<{ updateComment: GqlModeratedComment }>({
    id: 'updateComment',
    method: 'put',
    path: '/admin/comments/{id}',
    summary: "Change a comment's text",
    tag: 'Comments',
    admin: true,
    operation: 'updateComment',
    params: { id: 'The comment id.' },
    body: 'CommentTextRequest',
    variables: ({ params, body }) => ({ id: params.id, content: body.content ?? '' }),
    respond: ({ updateComment }) => toRestModerated(updateComment),
    status: 200,
    response: 'ModeratedComment',
    errors: [404],
  }),
  route<{ replyToComment: GqlModeratedComment }>({
    id: 'replyToComment',
    method: 'post',
    path: '/admin/comments/{id}/replies',
    summary: 'Reply as the site author (public at once, in the thread of the top-level comment)',
    description: 'A pending top-level comment is approved with the reply; one in spam or trash is refused (400).',
    tag: 'Comments',
    admin: true,
    operation: 'replyToComment',
    params: { id: 'The comment answered.' },
    body: 'CommentTextRequest',
    variables: ({ params, body }) => ({ id: params.id, content: body.content ?? '' }),
    respond: ({ replyToComment }) => toRestModerated(replyToComment),
    status: 201,
    response: 'ModeratedComment',
    errors: [404],
  }),
  route<{ moderateComments: { comments: GqlModeratedComment[]; deletedIds: string[] } }>({
    id: 'deleteComment',
    method: 'delete',
    path: '/admin/comments/{id}',
    summary: 'Delete a comment for good, with its replies',
    tag: 'Comments',
    admin: true,
    operation: 'moderateComments',
    params: { id: 'The comment id.' },
    variables: ({ params }) => ({ ids: [params.id], action: 'DELETE' }),
    respond: ({ moderateComments }) => {
      if (!moderateComments.deletedIds.length) throw notFound('Comment not found');
    },
    status: 204,
    errors: [404],
  }),
  route<{ sendContactMessage: boolean }>({
    id: 'sendContactMessage',
    method: 'post',
    path: '/contact',
    summary: 'Send a message through the contact form',
    tag: 'Contact',
    admin: false,
    operation: 'sendContactMessage',
    body: 'ContactRequest',
    variables: ({ body }) => ({
      input: { fullName: body.fullName ?? '', email: body.email ?? '', message: body.message ?? '' },
    }),
    respond: () => ({ success: true }),
    status: 201,
    response: 'Success',
    errors: [],
    rateLimited: true,
    successFlag: true,
  }),
  route<{ createPost: GqlPost }>({
    id: 'createBlog',
    method: 'post',
    path: '/admin/blogs',
    summary: 'Create a post',
    description: 'Two posts saved at the same moment under the same slug: one answers 409; sending it again succeeds.',
    tag: 'Admin',
    admin: true,
    operation: 'createPost',
    body: 'PostRequest',
    variables: ({ body }) => ({ input: postInput(body) }),
    respond: (data) => toRestPost(data.createPost),
    status: 201,
    response: 'Post',
    errors: [409],
  }),
  route<{ updatePost: GqlPost }>({
    id: 'updateBlog',
    method: 'put',
    path: '/admin/blogs/{id}',
    summary: 'Save a post (the whole editor body)',
    description:
      'Only the fields sent change: a field not sent (or null) keeps its stored value, and `coverId: null` removes ' +
      'the cover. Send the `version` that was loaded to be refused with 409 when someone saved in between.',
    tag: 'Admin',
    admin: true,
    operation: 'updatePost',
    params: { id: 'The post id.' },
    body: 'PostUpdateRequest',
    variables: ({ params, body }) => ({ id: params.id, input: postInput(body) }),
    respond: (data) => toRestPost(data.updatePost),
    status: 200,
    response: 'Post',
    errors: [404, 409],
  }),
  route<{ deletePost: boolean }>({
    id: 'deleteBlog',
    method: 'delete',
    path: '/admin/blogs/{id}',
    summary: 'Delete a post with its sections and comments',
    tag: 'Admin',
    admin: true,
    operation: 'deletePost',
    params: { id: 'The post id.' },
    variables: ({ params }) => ({ id: params.id }),
    status: 204,
    errors: [404],
  }),
  route<{ uploadImage: { id: string; url: string } }>({
    id: 'uploadImage',
    method: 'post',
    path: '/uploads',
    summary: 'Upload an image (PNG, JPEG, WebP or GIF, checked by content)',
    tag: 'Uploads',
    admin: true,
    operation: 'uploadImage',
    body: 'multipart',
    variables: ({ file }) => ({ file }),
    respond: (data) => data.uploadImage,
    status: 201,
    response: 'UploadedFile',
    errors: [],
  }),
  route<{ addFeatured: GqlFeaturedEntry }>({
    id: 'addFeatured',
    method: 'post',
    path: '/blogs/featured',
    summary: 'Feature a post at the end of the list (idempotent)',
    description:
      'A post already featured is not added twice: the answer is its existing entry, unchanged (200). ' +
      'Concurrent changes to the list apply one at a time.',
    tag: 'Featured',
    admin: true,
    operation: 'addFeatured',
    body: 'FeaturedRequest',
    variables: ({ body }) => ({ blogId: body.blogId }),
    respond: (data) => toRestEntry(data.addFeatured),
    status: 200,
    response: 'FeaturedEntry',
    errors: [404],
  }),
  route<{ removeFeatured: boolean }>({
    id: 'removeFeatured',
    method: 'delete',
    path: '/blogs/featured/{blogId}',
    summary: 'Unfeature a post',
    tag: 'Featured',
    admin: true,
    operation: 'removeFeatured',
    params: { blogId: 'The post id.' },
    variables: ({ params }) => ({ blogId: params.blogId }),
    status: 204,
    errors: [404],
  }),
  route<{ addFeatured: GqlFeaturedEntry }>({
    id: 'placeFeatured',
    method: 'post',
    path: '/blogs/featured-posts/blogs',
    summary: 'Feature a post at a position (moves it when already featured)',
    description:
      'orderIndex runs from 0 to the number of featured posts (that number, or none, is the end); outside that ' +
      'range 400 with fields.orderIndex. A post already featured is not added twice: its existing entry is ' +
      'returned, moved to orderIndex when one is sent. Concurrent changes to the list apply one at a time.',
    tag: 'Featured',
    admin: true,
    operation: 'addFeatured',
    body: 'FeaturedPlaceRequest',
    variables: ({ body }) => ({ blogId: body.blogId, orderIndex: body.orderIndex ?? undefined }),
    respond: (data) => toRestEntry(data.addFeatured),
    status: 200,
    response: 'FeaturedEntry',
    errors: [404],
  }),
  route<{ removeFeatured: boolean }>({
    id: 'unplaceFeatured',
    method: 'delete',
    path: '/blogs/featured-posts/blogs/{id}',
    summary: 'Unfeature a post (featured manager path)',
    tag: 'Featured',
    admin: true,
    operation: 'removeFeatured',
    params: { id: 'The post id.' },
    variables: ({ params }) => ({ blogId: params.id }),
    status: 204,
    errors: [404],
  }),
  route<{ contactMessages: GqlMessagePage }>({
    id: 'listMessages',
    method: 'get',
    path: '/admin/messages',
    summary: "The owner's contact messages, newest first, a page at a time (owner session only)",
    description: 'API tokens are refused (403): messages are personal data.',
    tag: 'Contact',
    admin: true,
    operation: 'contactMessages',
    query: [
      { name: 'page', description: 'Page number from 1.', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'pageSize', description: 'Messages per page (1 to 100, default 10).', schema: { type: 'integer' } },
      { name: 'unread', description: 'true: unread only; false: read only.', schema: { type: 'boolean' } },
      {
        name: 'search',
        description: 'Case-insensitive text in the name, e-mail or message (at most 200 characters).',
        schema: { type: 'string', maxLength: 200 },
      },
    ],
    variables: ({ query }) => ({
      page: queryInt(query.page) ?? 1,
      pageSize: queryInt(query.pageSize),
      unread: queryBoolean(query.unread),
      search: query.search?.trim() || undefined,
    }),
    respond: ({ contactMessages: { items, unreadCount, ...pagination } }) => ({
      messages: items,
      pagination,
      unreadCount,
    }),
    status: 200,
    response: 'MessageList',
    errors: [],
  }),
  route<{ markMessagesRead: number }>({
    id: 'markMessagesRead',
    method: 'post',
    path: '/admin/messages/read',
    summary: 'Mark contact messages read, or unread again (owner session only)',
    tag: 'Contact',
    admin: true,
    operation: 'markMessagesRead',
    body: 'MessageReadRequest',
    variables: ({ body }) => ({ ids: body.ids, read: body.read ?? undefined }),
    respond: ({ markMessagesRead }) => ({ changed: markMessagesRead }),
    status: 200,
    response: 'MessagesChanged',
    errors: [],
  }),
  route<{ deleteMessages: number }>({
    id: 'deleteMessages',
    method: 'delete',
    path: '/admin/messages',
    summary: 'Delete contact messages for good (owner session only)',
    tag: 'Contact',
    admin: true,
    operation: 'deleteMessages',
    query: [
      {
        name: 'ids',
        description: 'Comma-separated message ids, 1 to 200; unknown ones are skipped.',
        schema: { type: 'string' },
      },
    ],
    variables: ({ query }) => ({ ids: queryIds(query.ids) }),
    respond: ({ deleteMessages }) => ({ deleted: deleteMessages }),
    status: 200,
    response: 'MessagesDeleted',
    errors: [],
  }),
  route<{ apiTokens: GqlApiToken[] }>({
    id: 'listApiTokens',
    method: 'get',
    path: '/admin/tokens',
    summary: 'List API tokens (owner only), newest first, never their secrets',
    tag: 'Integrations',
    admin: true,
    operation: 'apiTokens',
    variables: () => ({}),
    respond: ({ apiTokens }) => apiTokens.map(toRestToken),
    status: 200,
    response: 'ApiTokenList',
    errors: [],
  }),
  route<{ createApiToken: { secret: string; token: GqlApiToken } }>({
    id: 'createApiToken',
    method: 'post',
    path: '/admin/tokens',
    summary: 'Create an API token (owner only); its secret is in this answer and nowhere else',
    tag: 'Integrations',
    admin: true,
    operation: 'createApiToken',
    body: 'ApiTokenRequest',
    variables: ({ body }) => ({
      name: body.name,
      scopes: scopesIn(body.scopes),
      expiresAt: body.expiresAt ?? undefined,
    }),
    respond: ({ createApiToken }) => ({ ...createApiToken, token: toRestToken(createApiToken.token) }),
    status: 201,
    response: 'IssuedApiToken',
    errors: [],
  }),
  route<{ regenerateApiToken: { secret: string; token: GqlApiToken } }>({
    id: 'regenerateApiToken',
    method: 'post',
    path: '/admin/tokens/{id}/regenerate',
    summary: 'Give an API token a new secret (owner only); the old one is refused from the next request on',
    tag: 'Integrations',
    admin: true,
    operation: 'regenerateApiToken',
    params: { id: 'The token id.' },
    variables: ({ params }) => ({ id: params.id }),
    respond: ({ regenerateApiToken }) => ({ ...regenerateApiToken, token: toRestToken(regenerateApiToken.token) }),
    status: 200,
    response: 'IssuedApiToken',
    errors: [404],
  }),
  route<{ revokeApiToken: boolean }>({
    id: 'revokeApiToken',
    method: 'delete',
    path: '/admin/tokens/{id}',
    summary: 'Revoke an API token (owner only): refused from the next request on',
    tag: 'Integrations',
    admin: true,
    operation: 'revokeApiToken',
    params: { id: 'The token id.' },
    variables: ({ params }) => ({ id: params.id }),
    status: 204,
    errors: [404],
  }),
  route<{ passage: Record<string, unknown> | null }>({
    id: 'getBiblePassage',
    method: 'get',
    path: '/bible/passage',
    summary: 'A passage of Scripture in one translation (GraphQL `passage`)',
    description:
      'ref is one reference as readers write it in English, French, Spanish or Italian (`John 3:16-18`, `Jean 3,16`, ' +
      '`Ps 23`) or OSIS (`John.3.16-John.3.18`); a range past 3 chapters is cut to its first 3 (`truncated`). ' +
      '400 when ref is missing or not one Bible reference (the message quotes it); 404 for an unknown translation ' +
      'or a range without verses.',
    tag: 'Bible',
    admin: false,
    operation: 'biblePassage',
    query: [
      {
        name: 'ref',
        description: 'The reference, e.g. `John 3:16-18` or `John.3.16-John.3.18`.',
        schema: { type: 'string' },
      },
      {
        name: 'translation',
        description: 'A translation code from GraphQL `bibleTranslations` (default `kjv`).',
        schema: { type: 'string' },
      },
    ],
    variables: ({ query }) => {
      if (!query.ref?.trim())
        throw badInput('ref is required: a Bible reference such as John 3:16', { ref: 'ref is required' });
      return { ref: query.ref, translation: query.translation || undefined };
    },
    respond: ({ passage }, { query }) => {
      if (!passage) throw notFound(`No verse of ${JSON.stringify(query.ref)} in this translation`);
      return passage;
    },
    status: 200,
    response: 'BiblePassage',
    errors: [404],
  }),
  route<{ scriptureIndex: unknown }>({
    id: 'getScriptureIndex',
    method: 'get',
    path: '/bible/index',
    summary: 'The 66 books and their chapters with the published posts citing each (GraphQL `scriptureIndex`)',
    description:
      'The books in canon order, named in `locale` (default en), each with every chapter (KJV versification) and the ' +
      'number of published posts, in every language, citing a passage that overlaps it; `postCount` of a book counts ' +
      'each post once. `John 3:16-4:2` counts for John 3 and John 4. 400 for a locale other than en, fr, es or it.',
    tag: 'Bible',
    admin: false,
    operation: 'scriptureIndex',
    query: [{ name: 'locale', description: 'The language of the book names (default en).', schema: LOCALE_SCHEMA }],
    variables: ({ query }) => ({ locale: query.locale || 'en' }),
    respond: ({ scriptureIndex }) => scriptureIndex,
    status: 200,
    response: 'ScriptureIndex',
    errors: [],
  }),
];
