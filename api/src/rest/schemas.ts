/**
 * JSON Schemas (OpenAPI 3.1 dialect) of the REST bodies, referenced by name from the route
 * table so the published document and the served shapes come from one place.
 */

import { ERROR_CODES } from '../common/errors.js';
import { API_SCOPES } from '../modules/integration/api-scope.js';

type Schema = Record<string, unknown>;

const text = (description?: string): Schema => ({ type: 'string', ...(description ? { description } : {}) });
const nullableText = (description: string): Schema => ({ type: ['string', 'null'], description });
const dateTime = (description?: string): Schema => ({
  type: 'string',
  format: 'date-time',
  ...(description ? { description } : {}),
});
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
/** A response object: every property listed is always there, and no other one is. */
const object = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
/** A request object: fields the server does not know are ignored, not refused. */
const request = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
});

const COMMENT_STATUSES = ['pending', 'approved', 'spam', 'trash'];

const COMMENT_PROPERTIES: Record<string, Schema> = {
  id: text(),
  name: text(),
  content: text('Plain text.'),
  createdAt: dateTime(),
  status: {
    type: 'string',
    enum: COMMENT_STATUSES,
    description: 'approved: public; pending: held for moderation, seen by its poster only.',
  },
  byAuthor: { type: 'boolean', description: "The site author's reply." },
};

const STATUS = {
  type: 'string',
  enum: ['draft', 'to_publish', 'published'],
  description: 'to_publish is a post scheduled for its date.',
};

const POST_PROPERTIES: Record<string, Schema> = {
  id: text(),
  slug: text('URL-safe name, unique across all locales.'),
  locale: { type: 'string', enum: ['en', 'fr', 'es', 'it'] },
  title: text(),
  excerpt: text(),
  sections: arrayOf(ref('Section')),
  cover: nullableText('Cover image URL (absolute path), or null.'),
  coverId: nullableText('Id of the uploaded cover image.'),
  author: text(),
  tags: arrayOf(text()),
  date: dateTime('The date shown on the post.'),
  status: STATUS,
  allowComments: { type: 'boolean' },
  featured: { type: 'boolean', description: 'Whether the post is in the featured list.' },
  createdAt: dateTime(),
  updatedAt: dateTime(),
  content: text('The HTML of all sections in order.'),
  commentCount: { type: 'integer' },
  version: { type: 'integer', description: 'Send it back with PUT to be refused (409) when stale.' },
};

/** The editor body (POST and PUT /admin/blogs). */
const POST_REQUEST_PROPERTIES: Record<string, Schema> = {
  title: text(),
  excerpt: text(),
  sections: arrayOf({
    type: 'object',
    properties: {
      id: { type: ['string', 'integer'], description: 'Keeps an existing section.' },
      title: text(),
      content: text('HTML; sanitized on save.'),
      imageId: nullableText('Id of an uploaded image.'),
      orderIndex: { type: 'integer', minimum: 0 },
    },
  }),
  coverId: nullableText('Id of an uploaded image; null: no cover.'),
  author: text('Admin when blank, and on a new post without it.'),
  tags: arrayOf(text()),
  date: text('ISO 8601 date or date-time, e.g. 2026-05-01; a new post without it is dated now.'),
  status: { ...STATUS, description: 'published is read as to_publish: it is published on its date.' },
  allowComments: { type: 'boolean' },
  slug: text('A new post without it gets one made from its title.'),
  locale: POST_PROPERTIES.locale,
  version: { type: 'integer', description: 'PUT only: the version that was loaded.' },
};

export const SCHEMAS = {
  Error: object(
    {
      error: text('What went wrong, safe to show.'),
      code: {
        type: 'string',
        enum: [...ERROR_CODES],
        description: 'Stable error code (the same as GraphQL `extensions.code`); the HTTP status follows from it.',
      },
      fields: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'For 400: a message per invalid request field.',
      },
      success: { type: 'boolean', const: false, description: 'Only on /admin/login and /contact.' },
      requestId: text('For 500: quote it when reporting the problem.'),
    },
    ['error', 'code'],
  ),
  Section: object({
    id: text(),
    title: text(),
    content: text('Sanitized HTML.'),
    image: nullableText('Image URL (absolute path), or null.'),
    imageId: nullableText('Id of the uploaded image.'),
    orderIndex: { type: 'integer' },
  }),
  Post: object(POST_PROPERTIES),
  Comment: object(COMMENT_PROPERTIES),
  ThreadedComment: object({
    ...COMMENT_PROPERTIES,
    replies: { ...arrayOf(ref('Comment')), description: 'Approved replies, oldest first.' },
  }),
  PostWithComments: object({
    ...POST_PROPERTIES,
    comments: {
      ...arrayOf(ref('ThreadedComment')),
      description: 'Approved top-level comments, newest first, each with its replies.',
    },
  }),
  ModeratedComment: object({
    id: text(),
    name: text(),
    email: { type: 'string', description: "The commenter's e-mail address." },
    content: text('Plain text.'),
    createdAt: dateTime(),
    status: { type: 'string', enum: COMMENT_STATUSES },
    reasons: {
      ...arrayOf(text()),
      description:
        'Codes of the rules that acted when it was posted: honeypot, too-fast, bad-form-token, no-form-token, ' +
        'stale-form-token, links, script, blocklist:word, blocklist:domain, blocklist:ip, first-time, moderation-all.',
    },
    byAuthor: { type: 'boolean', description: "The site author's reply." },
    parentId: nullableText('The top-level comment it replies to, or null.'),
    post: object({ id: text(), slug: text(), title: text() }),
  }),
  CommentModerationList: object({
    comments: arrayOf(ref('ModeratedComment')),
    pagination: object({
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer' },
      totalPages: { type: 'integer' },
      totalItems: { type: 'integer' },
    }),
    counts: object(
      Object.fromEntries(['all', 'pending', 'approved', 'spam', 'trash'].map((name) => [name, { type: 'integer' }])),
    ),
  }),
  PendingCommentCount: object({ count: { type: 'integer', minimum: 0 } }),
  CommentModerationRequest: request({
    ids: { ...arrayOf({ type: ['string', 'integer'] }), description: '1 to 200 comment ids.' },
    action: { type: 'string', enum: ['approve', 'unapprove', 'spam', 'not-spam', 'trash', 'restore', 'delete'] },
  }),
  CommentModerationResult: object({
    comments: { ...arrayOf(ref('ModeratedComment')), description: 'The comments acted on, as they are now.' },
    deletedIds: { ...arrayOf(text()), description: 'Deleted for good, replies included.' },
  }),
  CommentTextRequest: request({ content: text('Plain text, 1 to 5,000 characters.') }),
  PostList: object({
    blogs: arrayOf(ref('Post')),
    pagination: object({
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer' },
      totalPages: { type: 'integer' },
      totalItems: { type: 'integer' },
    }),
  }),
  TagPostList: object({
    blogs: arrayOf(ref('Post')),
    pagination: object({
      hasMore: { type: 'boolean' },
      nextCursor: nullableText('Pass as `cursor` for the next page; null at the end.'),
    }),
  }),
  PostArray: arrayOf(ref('Post')),
  TagCountArray: arrayOf(object({ tag: text(), count: { type: 'integer' } })),
  FeaturedEntry: object({
    id: text(),
    blogId: text(),
    orderIndex: { type: 'integer', description: 'Position from 0.' },
    post: ref('Post'),
  }),
  UploadedFile: object({ id: text(), url: text('Absolute path, e.g. /uploads/<name>.png.') }),
  LoginRequest: request({ email: text(), password: text() }),
  LoginResult: object({ success: { type: 'boolean', const: true }, token: text('Send as `Authorization: Bearer`.') }),
  PasswordChangeRequest: request({
    current: text('The password used now.'),
    next: text('The new password: 12 to 1024 characters, not the e-mail address, not a common password.'),
  }),
  PasswordChangeResult: object({
    token: text('The new session: send as `Authorization: Bearer`. Every token signed before is ended.'),
    expiresAt: dateTime(),
  }),
  CommentRequest: request(
    {
      name: text(),
      email: { type: 'string', format: 'email', description: 'Stored, never shown.' },
      content: text('Plain text, at most 5,000 characters.'),
      homepage: text('Honeypot: a form field hidden from people; anything in it files the comment as spam.'),
      formToken: text(
        'GraphQL `commentFormToken(postId)` fetched when the form was shown; sent within 3 seconds, or forged, the ' +
          'comment is filed as spam. Without it the comment is held for moderation (unless moderation is off).',
      ),
    },
    ['name', 'email', 'content'],
  ),
  ContactRequest: request({ fullName: text(), email: { type: 'string', format: 'email' }, message: text() }),
  Success: object({ success: { type: 'boolean', const: true } }),
  PostRequest: {
    ...request(POST_REQUEST_PROPERTIES, ['title']),
    description:
      'The editor body of a new post: a field not sent takes its default. `cover`, section `image` and unknown ' +
      'fields are ignored.',
  },
  PostUpdateRequest: {
    ...request(POST_REQUEST_PROPERTIES, []),
    description:
      'Any part of the editor body: only the fields sent change. A field not sent (or null) keeps its stored ' +
      'value; `coverId: null` removes the cover. `cover`, section `image` and unknown fields are ignored.',
  },
  FeaturedRequest: request({ blogId: { type: ['string', 'integer'] } }),
  FeaturedPlaceRequest: request(
    {
      blogId: { type: ['string', 'integer'] },
      orderIndex: {
        type: 'integer',
        minimum: 0,
        description: 'Position from 0, at most the number of featured posts (the end).',
      },
    },
    ['blogId'],
  ),
  ChangePage: object({
    changes: arrayOf(
      object({
        kind: { type: 'string', enum: ['post', 'tag', 'featured'] },
        key: text('post: the post id; tag: the tag, lower-cased; featured: empty.'),
        removed: { type: 'boolean', description: 'post: gone for readers; tag: on no readable post.' },
        post: { oneOf: [ref('Post'), { type: 'null' }], description: 'post: as readers see it now; else null.' },
      }),
    ),
    next: text('Pass as `since` to the next poll.'),
    hasMore: { type: 'boolean', description: 'Poll again at once.' },
  }),
  ApiTokenRequest: request(
    {
      name: text('What the token is for: 1 to 100 characters.'),
      scopes: {
        type: 'array',
        items: { type: 'string', enum: [...API_SCOPES] },
        description: 'Every scope is server-only. Empty: the token reads what anonymous callers read.',
      },
      expiresAt: { ...dateTime('When the token stops working; omitted or null: never.'), type: ['string', 'null'] },
    },
    ['name', 'scopes'],
  ),
  ApiToken: object({
    id: text(),
    name: text(),
    scopes: arrayOf({ type: 'string', enum: [...API_SCOPES] }),
    hint: text('The last 4 characters of the secret.'),
    createdAt: dateTime(),
    regeneratedAt: { ...dateTime(), type: ['string', 'null'] },
    expiresAt: { ...dateTime(), type: ['string', 'null'] },
    lastUsedAt: { ...dateTime('To the minute.'), type: ['string', 'null'] },
  }),
  ApiTokenList: arrayOf(ref('ApiToken')),
  IssuedApiToken: object({
    secret: text('Shown this once: send as `Authorization: Bearer <secret>`.'),
    token: ref('ApiToken'),
  }),
  ContactMessage: object({
    id: text(),
    fullName: text(),
    email: text("The sender's address, to reply to."),
    message: text('Plain text.'),
    createdAt: dateTime(),
    read: { type: 'boolean' },
  }),
  MessageList: object({
    messages: { ...arrayOf(ref('ContactMessage')), description: 'Newest first.' },
    pagination: object({
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer' },
      totalPages: { type: 'integer' },
      totalItems: { type: 'integer', description: 'Messages matching the filters.' },
    }),
    unreadCount: { type: 'integer', description: 'Unread messages in the whole inbox.' },
  }),
  MessageReadRequest: request(
    {
      ids: {
        type: 'array',
        items: { type: ['string', 'integer'] },
        minItems: 1,
        maxItems: 200,
        description: 'Message ids; unknown ones are skipped.',
      },
      read: { type: 'boolean', default: true, description: 'false marks them unread again.' },
    },
    ['ids'],
  ),
  MessagesChanged: object({ changed: { type: 'integer', description: 'Messages whose read state changed.' } }),
  MessagesDeleted: object({ deleted: { type: 'integer', description: 'Messages deleted.' } }),
  BiblePassage: object({
    osis: text('Normalised OSIS reference of the verses returned, e.g. `John.3.16-John.3.18`.'),
    label: text("The reference in the translation's language, e.g. `Jean 3:16-18`."),
    truncated: { type: 'boolean', description: 'The range spanned more than 3 chapters: only its first 3 are here.' },
    translation: object({
      code: text('e.g. `kjv`.'),
      name: text(),
      shortName: text(),
      language: { type: 'string', enum: ['en', 'fr', 'es', 'it'] },
      licence: text(),
      verseCount: { type: 'integer' },
    }),
    verses: arrayOf(
      object({
        book: text('OSIS book code, e.g. `John`.'),
        chapter: { type: 'integer', minimum: 1 },
        verse: { type: 'integer', minimum: 1 },
        text: text('Plain text.'),
        osis: text('e.g. `John.3.16`.'),
      }),
    ),
  }),
  ScriptureIndex: object({
    postCount: { type: 'integer', minimum: 0, description: 'Published posts citing at least one passage.' },
    books: arrayOf(
      object({
        osis: text('OSIS code of the book, e.g. `Gen`, `1Cor`.'),
        name: text('The name in the language asked for (the OSIS code before any Bible is loaded).'),
        testament: { type: 'string', enum: ['OLD', 'NEW'] },
        postCount: { type: 'integer', minimum: 0, description: 'Published posts citing the book; a post counts once.' },
        chapters: arrayOf(
          object({
            chapter: { type: 'integer', minimum: 1 },
            osis: text('e.g. `John.3`; its page on the reader site is `/bible/John.3`.'),
            postCount: {
              type: 'integer',
              minimum: 0,
              description: 'Published posts citing a passage that overlaps the chapter.',
            },
          }),
        ),
      }),
    ),
  }),
  UploadRequest: {
    type: 'object',
    properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
    required: ['file'],
  },
} satisfies Record<string, Schema>;

export type SchemaName = keyof typeof SCHEMAS;
