export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** A permission an API token carries. Each is server-only: a token with any scope must never reach a browser. */
export type ApiScope =
  /** `comments:moderate`: the moderation list (commenters' e-mails included), approve, spam, trash, delete, edit and reply. */
  | 'COMMENTS_MODERATE'
  /** `content:write`: create, update, publish and delete posts; featured list; uploads. */
  | 'CONTENT_WRITE'
  /** `drafts:read`: unpublished posts and the admin lists. */
  | 'DRAFTS_READ';

/** An API token for an integration; its secret is shown only when it is created or regenerated. */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When the token was created (ISO 8601, UTC). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** After this instant the token is refused; null: never expires. */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The last 4 characters of the secret, to tell tokens apart. */
  hint: Scalars['String']['output'];
  /** Unique id of the token, for `regenerateApiToken` and `revokeApiToken`. */
  id: Scalars['ID']['output'];
  /** When the token was last used, to the minute (written at most once a minute); null if never. */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the token is for, as the owner named it (1 to 100 characters). */
  name: Scalars['String']['output'];
  /** When the secret was last replaced; null if never. */
  regeneratedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the token may do beyond anonymous reading. */
  scopes: Array<ApiScope>;
};

/** A new API token: its name, scopes and optional expiry. */
export type ApiTokenInput = {
  /** When the token stops working; omitted or null: never. */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** 1 to 100 characters, e.g. "Static site build". */
  name: Scalars['String']['input'];
  /** May be empty: a token without scopes reads what anonymous callers read. */
  scopes: Array<ApiScope>;
};

/** A year with published posts. */
export type ArchiveYear = {
  __typename?: 'ArchiveYear';
  /** How many readable posts are dated in that year. */
  count: Scalars['Int']['output'];
  /** Calendar year of the posts' `date`, in UTC, e.g. 2024. */
  year: Scalars['Int']['output'];
};

/** A record of a change to the credentials that reach the API (tokens). */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done, e.g. `api_token.created`, `api_token.revoked`. */
  action: Scalars['String']['output'];
  /** Who did it: the e-mail of the signed-in administrator. */
  actor: Scalars['String']['output'];
  /** When it was done (ISO 8601, UTC). */
  at: Scalars['DateTimeISO']['output'];
  /** Unique id of the entry. */
  id: Scalars['ID']['output'];
  /** What it was done to, e.g. `api_token:3 "Static build"`. */
  subject: Scalars['String']['output'];
};

/** A signed-in session: send `token` as `Authorization: Bearer <token>`. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** When the session ends unless logout or a password change ends it first (ISO 8601, UTC). */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The session token (a signed JWT): send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  /** The signed-in administrator. */
  user: User;
};

/** The About page's author profile, in one locale. */
export type AuthorProfile = {
  __typename?: 'AuthorProfile';
  /** Biography, one plain-text paragraph per item. */
  bio: Array<Scalars['String']['output']>;
  /** The author's contact e-mail address; public, like the whole profile. */
  email: Scalars['String']['output'];
  /** Profile links: social network, professional network, code host... */
  links: Array<SocialLink>;
  /** The author's name, the same in every locale. */
  name: Scalars['String']['output'];
  /** Role line, e.g. "Writer and Bible teacher". */
  title: Scalars['String']['output'];
};

/** A Bible translation whose text the site serves, verse by verse. */
export type BibleTranslation = {
  __typename?: 'BibleTranslation';
  /** Stable code of the translation (its module name, e.g. `kjv`): pass it as `passage(translation:)`. */
  code: Scalars['String']['output'];
  /** The language of the text. */
  language: Locale;
  /** One line on the licence of the text, e.g. "Public domain". */
  licence: Scalars['String']['output'];
  /** Full name, e.g. "Authorized King James Version". */
  name: Scalars['String']['output'];
  /** Short name to print after a quotation, e.g. "KJV". */
  shortName: Scalars['String']['output'];
  /** How many verses are loaded. */
  verseCount: Scalars['Int']['output'];
};

/** A chapter next to a passage, to read on. */
export type ChapterLink = {
  __typename?: 'ChapterLink';
  /** The chapter as readers of the translation's language write it, e.g. `Jean 4`. */
  label: Scalars['String']['output'];
  /** OSIS reference of the chapter, e.g. `John.4`. */
  osis: Scalars['String']['output'];
};

/** A reader's comment on a post. The commenter's e-mail is stored but never exposed. */
export type Comment = {
  __typename?: 'Comment';
  /** Whether the site's author wrote it (a reply from the admin). */
  byAuthor: Scalars['Boolean']['output'];
  /** Plain text. */
  content: Scalars['String']['output'];
  /** When the comment was posted (ISO 8601, UTC). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Unique id of the comment. */
  id: Scalars['ID']['output'];
  /** The commenter's name as entered, plain text. */
  name: Scalars['String']['output'];
  /** Approved replies to this top-level comment (the site author's among them), oldest first. */
  replies: Array<Comment>;
  /** APPROVED for every comment readers see. A new comment answers PENDING while it waits for moderation, also when a rule filed it as spam (its poster is not told). */
  status: CommentStatus;
};

/** A moderation action applied to every comment of `moderateComments`. */
export type CommentAction =
  /** Make public (announced once to `comment.created` webhooks). */
  | 'APPROVE'
  /** Delete for good, with the replies of a top-level comment. */
  | 'DELETE'
  /** A SPAM comment becomes APPROVED: the owner has read it and judged it genuine (others are left as they are). */
  | 'NOT_SPAM'
  /** A TRASH comment goes back to the status it had before (others are left as they are). */
  | 'RESTORE'
  /** Mark as SPAM: hidden, kept apart. */
  | 'SPAM'
  /** Move to TRASH, remembering the status to restore; emptied after 30 days. */
  | 'TRASH'
  /** Back to PENDING: hidden from readers again. */
  | 'UNAPPROVE';

/** A reader's comment; the e-mail is stored but never shown. */
export type CommentInput = {
  /** Plain text, at most 5,000 characters. */
  content: Scalars['String']['input'];
  /** The commenter's e-mail address, at most 254 characters; stored, never shown. */
  email: Scalars['String']['input'];
  /** The `commentFormToken` the page fetched when it showed the form. Sent less than 3 seconds after it was issued, or forged, the comment is filed as spam; without it the comment is held for moderation (unless moderation is NONE). */
  formToken?: InputMaybe<Scalars['String']['input']>;
  /** Honeypot: render it as a field people do not see (hidden by CSS, `tabindex="-1"`, `autocomplete="off"`) and send what it holds. Anything in it files the comment as spam. */
  homepage?: InputMaybe<Scalars['String']['input']>;
  /** The commenter's name, shown with the comment: plain text, 1 to 100 characters. */
  name: Scalars['String']['input'];
};

/** Which new comments are held for moderation before readers see them. */
export type CommentModeration =
  /** Hold every new comment. */
  | 'ALL'
  /** Hold a comment until its e-mail address has one approved comment (the default). */
  | 'FIRST_TIME'
  /** Publish at once, unless a spam rule holds it. */
  | 'NONE';

/** One page of the moderation list, newest first, with the count of each tab. */
export type CommentModerationPage = {
  __typename?: 'CommentModerationPage';
  /** Comments per status (on the post of `postId` when given; whatever `status` and `search` say). */
  counts: CommentStatusCounts;
  /** The comments of this page; empty past the last page. */
  items: Array<ModeratedComment>;
  /** Number of this page, from 1. */
  page: Scalars['Int']['output'];
  /** Most comments a page holds, as requested (1 to 100). */
  pageSize: Scalars['Int']['output'];
  /** How many comments match the filters in all, across every page. */
  totalItems: Scalars['Int']['output'];
  /** Number of pages at this page size (0 when no comments match). */
  totalPages: Scalars['Int']['output'];
};

/** What a moderation action changed, for the list to update its rows. */
export type CommentModerationResult = {
  __typename?: 'CommentModerationResult';
  /** The comments acted on, as they are now. */
  comments: Array<ModeratedComment>;
  /** The comments deleted for good (with the replies that went with them). */
  deletedIds: Array<Scalars['ID']['output']>;
};

/** The site's comment rules: moderation, closing, links and the blocklist. */
export type CommentSettings = {
  __typename?: 'CommentSettings';
  /** E-mail domains (subdomains included) whose comments go to spam. */
  blockedEmailDomains: Array<Scalars['String']['output']>;
  /** IP addresses or CIDR ranges (e.g. 203.0.113.0/24) whose comments go to spam. */
  blockedIps: Array<Scalars['String']['output']>;
  /** Words or phrases (case-insensitive, whole words) that send a comment to spam. */
  blockedWords: Array<Scalars['String']['output']>;
  /** Comments close on posts dated more than this many days ago; null (the default): never. */
  closeAfterDays?: Maybe<Scalars['Int']['output']>;
  /** A comment with more links than this is held (2 by default). */
  maxLinks: Scalars['Int']['output'];
  /** Which new comments are held (FIRST_TIME by default). */
  moderation: CommentModeration;
};

/** Comment rules to change; a field left out keeps its value. */
export type CommentSettingsInput = {
  /** Blocked e-mail domains such as spam.example, at most 1,000 (blank ones are dropped); replaces the list. */
  blockedEmailDomains?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Blocked IP addresses or CIDR ranges, at most 1,000 (blank ones are dropped); replaces the list. */
  blockedIps?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Blocked words or phrases, at most 100 characters each and 1,000 in all (blank ones are dropped); replaces the list. */
  blockedWords?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Close comments on posts older than this many days (1 to 36500); 0 turns it off. */
  closeAfterDays?: InputMaybe<Scalars['Int']['input']>;
  /** Most links a comment may hold before it is held (0 to 100). */
  maxLinks?: InputMaybe<Scalars['Int']['input']>;
  /** Which new comments are held. */
  moderation?: InputMaybe<CommentModeration>;
};

/** Where a comment stands: only APPROVED comments are shown to readers. */
export type CommentStatus =
  /** Public: listed under the post and counted. */
  | 'APPROVED'
  /** Held for moderation: seen by the owner only. */
  | 'PENDING'
  /** Judged spam by a rule or by the owner: never shown. */
  | 'SPAM'
  /** Thrown away by the owner; restorable, deleted for good after 30 days. */
  | 'TRASH';

/** How many comments each moderation tab holds. */
export type CommentStatusCounts = {
  __typename?: 'CommentStatusCounts';
  /** PENDING and APPROVED together (spam and trash are apart). */
  all: Scalars['Int']['output'];
  /** Public. */
  approved: Scalars['Int']['output'];
  /** Held for moderation. */
  pending: Scalars['Int']['output'];
  /** Filed as spam. */
  spam: Scalars['Int']['output'];
  /** In the trash (deleted for good after 30 days). */
  trash: Scalars['Int']['output'];
};

/** A message from the contact form. */
export type ContactInput = {
  /** The sender's e-mail address, to reply to (at most 254 characters). */
  email: Scalars['String']['input'];
  /** The sender's name, 1 to 200 characters. */
  fullName: Scalars['String']['input'];
  /** The message, plain text, 1 to 10,000 characters. */
  message: Scalars['String']['input'];
};

/** A message sent through the contact form (plain text). */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** When the message was sent (ISO 8601, UTC). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The sender's e-mail address as entered, to reply to. */
  email: Scalars['String']['output'];
  /** The sender's name as entered. */
  fullName: Scalars['String']['output'];
  /** Unique id of the message. */
  id: Scalars['ID']['output'];
  /** The message, plain text. */
  message: Scalars['String']['output'];
  /** Whether the owner has marked the message read. */
  read: Scalars['Boolean']['output'];
};

/** One page of the owner's contact messages, newest first. */
export type ContactMessagePage = {
  __typename?: 'ContactMessagePage';
  /** The messages of this page; empty past the last page. */
  items: Array<ContactMessage>;
  /** Number of this page, from 1. */
  page: Scalars['Int']['output'];
  /** Most messages a page holds, as requested (1 to 100). */
  pageSize: Scalars['Int']['output'];
  /** How many messages match the filters in all, across every page. */
  totalItems: Scalars['Int']['output'];
  /** Number of pages at this page size (0 when no messages match). */
  totalPages: Scalars['Int']['output'];
  /** Unread messages in the whole inbox, whatever the filters. */
  unreadCount: Scalars['Int']['output'];
};

/** A new webhook endpoint: where events go and which ones. */
export type CreateWebhookEndpointInput = {
  /** What the endpoint is for (at most 500 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Event types to send (post.published, post.updated, post.unpublished, post.deleted, post.scheduled, post.unscheduled, tag.changed, featured.changed, comment.created, site.changed); empty or omitted: every event. */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An http or https URL without credentials, at most 2000 characters. */
  url: Scalars['String']['input'];
};

/** The admin dashboard's figures. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Comments posted in the last 7 days. */
  commentsThisWeek: Scalars['Int']['output'];
  /** Posts saved as drafts. */
  drafts: Scalars['Int']['output'];
  /** The 5 newest contact messages. */
  latestMessages: Array<ContactMessage>;
  /** Posts readers can see now. */
  published: Scalars['Int']['output'];
  /** Posts sent to publish whose date has not come yet. */
  scheduled: Scalars['Int']['output'];
};

/** A place in the ordered featured list. */
export type FeaturedEntry = {
  __typename?: 'FeaturedEntry';
  /** Unique id of the entry (featured-list mutations take the post id instead). */
  id: Scalars['ID']['output'];
  /** Position from 0. */
  orderIndex: Scalars['Int']['output'];
  /** The featured post, whatever its status. */
  post: Post;
};

/** What feed items carry: FULL (the whole post as HTML, with its excerpt as summary) or EXCERPT alone. */
export type FeedContent =
  /** The summary alone: the excerpt, or the start of the text (at most 300 characters) without one. */
  | 'EXCERPT'
  /** The whole post as HTML, with its summary alongside (the default). */
  | 'FULL';

/** An uploaded image. */
export type Image = {
  __typename?: 'Image';
  /** Size of the stored file in bytes. */
  bytes: Scalars['Int']['output'];
  /** Pixels. */
  height: Scalars['Int']['output'];
  /** Unique id of the upload (a UUID), for `PostInput.coverId` and `SectionInput.imageId`. */
  id: Scalars['String']['output'];
  /** Type detected from the content: image/png, image/jpeg, image/webp or image/gif. */
  mimeType: Scalars['String']['output'];
  /** Smaller WebP renditions for `<img srcset>` (HTML standard: URLs with `w` width descriptors, narrowest first), made on their first request; null for a GIF or an image narrower than 480 px. */
  srcset?: Maybe<Scalars['String']['output']>;
  /** Absolute path, e.g. /uploads/<name>.png. */
  url: Scalars['String']['output'];
  /** Pixels. */
  width: Scalars['Int']['output'];
};

/** A token just created or regenerated. `secret` is shown this once and never again. */
export type IssuedApiToken = {
  __typename?: 'IssuedApiToken';
  /** Send as `Authorization: Bearer <secret>`. Starts with `wbt_` and ends with a checksum, so secret scanners can find a leaked one. */
  secret: Scalars['String']['output'];
  /** The token, as `apiTokens` lists it. */
  token: ApiToken;
};

/** Language a post is written in. */
export type Locale =
  /** English. */
  | 'en'
  /** Spanish. */
  | 'es'
  /** French. */
  | 'fr'
  /** Italian. */
  | 'it';

/** A comment as the owner moderates it: every status, with the e-mail and the rules that acted. */
export type ModeratedComment = {
  __typename?: 'ModeratedComment';
  /** Whether it is the site author's reply. */
  byAuthor: Scalars['Boolean']['output'];
  /** Plain text. */
  content: Scalars['String']['output'];
  /** When it was posted (ISO 8601, UTC). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The commenter's e-mail address (the owner's eyes only). */
  email: Scalars['String']['output'];
  /** Unique id of the comment. */
  id: Scalars['ID']['output'];
  /** The commenter's name, plain text. */
  name: Scalars['String']['output'];
  /** The top-level comment it replies to, or null. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The post it was written on (whatever its status). */
  post: Post;
  /** Stable codes of the rules that acted when it was posted: honeypot, too-fast, bad-form-token, no-form-token, stale-form-token, links, script, blocklist:word, blocklist:domain, blocklist:ip, first-time, moderation-all. */
  reasons: Array<Scalars['String']['output']>;
  /** Where it stands now. */
  status: CommentStatus;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a comment to a readable post; its `status` says whether it is public at once (APPROVED) or held for moderation (PENDING). FORBIDDEN when comments are closed, NOT_FOUND for no post, CONFLICT for the same text on the post within 24 hours, TOO_MANY_REQUESTS past one comment per interval per IP. */
  addComment: Comment;
  /** Admin or an API token with `content:write`: features a post at the end, or at `orderIndex` (0 to the number of featured posts; that number is the end). Idempotent: for a post already featured it returns the existing entry, unchanged without `orderIndex`, moved there with it. Concurrent changes to the list apply one at a time, so it stays numbered 0..n-1. BAD_USER_INPUT (field orderIndex) for a position outside that range; NOT_FOUND for an unknown post. */
  addFeatured: FeaturedEntry;
  /** Admin: replaces the password after checking the current one, ends every session of the administrator (this one included) and returns a new session for the caller, so it stays signed in with the returned token. The new password needs 12 to 1024 characters, must not be the e-mail address nor one of the most common passwords, and must differ from the current one: BAD_USER_INPUT with `fields.next` otherwise. A wrong current password is BAD_USER_INPUT with `fields.current` and counts as a failed sign-in (TOO_MANY_REQUESTS with Retry-After once the attempts are used). */
  changePassword: AuthPayload;
  /** Owner: creates an API token. BAD_USER_INPUT with `fields.name` for a blank or over-long name, `fields.expiresAt` for an expiry not in the future. */
  createApiToken: IssuedApiToken;
  /** Admin or an API token with `content:write`: creates a post with its sections (one transaction); a field not sent takes its default. BAD_USER_INPUT without a title. */
  createPost: Post;
  /** Admin or an API token with `drafts:read`: a short-lived link (PREVIEW_TTL_SECONDS) that shows one post, published or not, to whoever opens it, on the reader site or at PREVIEW_URL_TEMPLATE (an external front end passes `token` to `post(preview:)`). NOT_FOUND for an unknown post. */
  createPreviewLink: PreviewLink;
  /** Owner: creates a webhook endpoint and its signing secret (shown once). BAD_USER_INPUT with `fields.url` for a URL that is not http(s), carries credentials or exceeds 2000 characters; `fields.events` for an unknown event type. */
  createWebhookEndpoint: WebhookEndpointWithSecret;
  /** Owner only: deletes contact messages for good. Returns how many were deleted; unknown ids are skipped. */
  deleteMessages: Scalars['Int']['output'];
  /** Admin or an API token with `content:write`: deletes a post with its sections and comments. NOT_FOUND for an unknown id. */
  deletePost: Scalars['Boolean']['output'];
  /** Owner: deletes an endpoint and its delivery log. Returns true. NOT_FOUND for an unknown id. */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** Signs an administrator in and opens a session (JWT_TTL_SECONDS long, ended earlier by logout or a password change). UNAUTHENTICATED 'Invalid email or password'; TOO_MANY_REQUESTS (Retry-After) once the attempts allowed per e-mail or IP are used: an attempt counts from its start, so concurrent ones cannot exceed the limit; a success does not count and restarts the e-mail's count. */
  login: AuthPayload;
  /** Admin: ends the session of the token sent, which is refused (UNAUTHENTICATED) from then on; the administrator's other sessions go on. Returns true. */
  logout: Scalars['Boolean']['output'];
  /** Owner only: marks contact messages read (or unread with `read: false`). Returns how many changed; unknown ids are skipped. */
  markMessagesRead: Scalars['Int']['output'];
  /** Admin or an API token with `comments:moderate`: applies one action to 1 to 200 comments at once (unknown ids are skipped); readers see the result at once. */
  moderateComments: CommentModerationResult;
  /** Owner: queues a new attempt of a delivered or failed message: same `webhook-id` and body, due at once. Returns the new delivery. NOT_FOUND for an unknown id. */
  redeliverWebhook: WebhookDelivery;
  /** Owner: gives a token a new secret, keeping its name, scopes and expiry; the old secret is refused from the next request on. NOT_FOUND for an unknown id. */
  regenerateApiToken: IssuedApiToken;
  /** Admin or an API token with `content:write`: unfeatures a post (the ones after it move up); false when it was not featured. NOT_FOUND for an unknown post. */
  removeFeatured: Scalars['Boolean']['output'];
  /** Admin or an API token with `content:write`: sets the featured order; `postIds` must list every featured post once, else BAD_USER_INPUT (field postIds). */
  reorderFeatured: Array<FeaturedEntry>;
  /** Admin or an API token with `comments:moderate`: replies as the site author: the reply is public at once and joins the thread of the top-level comment (a pending one is approved with it). NOT_FOUND for an unknown id; BAD_USER_INPUT for a comment in spam or trash. */
  replyToComment: ModeratedComment;
  /** Owner: deletes a token, refused from the next request on. Returns true. NOT_FOUND for an unknown id. */
  revokeApiToken: Scalars['Boolean']['output'];
  /** Owner: gives an endpoint a new signing secret (shown once); messages carry a signature with the old secret too for 24 hours. NOT_FOUND for an unknown id. */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** Stores a contact message. TOO_MANY_REQUESTS past the hourly limit per IP. */
  sendContactMessage: Scalars['Boolean']['output'];
  /** Owner: queues a `webhook.test` event for this endpoint, whatever it subscribes to. Returns the delivery. NOT_FOUND for an unknown id; BAD_USER_INPUT for a disabled endpoint. */
  sendTestWebhook: WebhookDelivery;
  /** Admin or an API token with `comments:moderate`: changes a comment's text (1 to 5,000 characters). NOT_FOUND for an unknown id. */
  updateComment: ModeratedComment;
  /** Admin: changes the comment rules; fields left out keep their value. BAD_USER_INPUT past the bounds or for a domain or address that is not one. */
  updateCommentSettings: CommentSettings;
  /** Admin or an API token with `content:write`: saves the fields sent; a field not sent (or null) keeps its stored value, except coverId (null removes the cover). CONFLICT when input.version is stale; NOT_FOUND for an unknown id. */
  updatePost: Post;
  /** Admin: changes the site settings; fields left out keep their value. BAD_USER_INPUT past the bounds. */
  updateSiteSettings: SiteSettings;
  /** Owner: changes an endpoint (URL, description, events, enabled). NOT_FOUND for an unknown id; BAD_USER_INPUT as for createWebhookEndpoint. */
  updateWebhookEndpoint: WebhookEndpoint;
  /** Admin or an API token with `content:write`: stores an image sent as a multipart upload (PNG, JPEG, WebP or GIF, checked by content). UNSUPPORTED_MEDIA_TYPE for anything else, PAYLOAD_TOO_LARGE past UPLOAD_MAX_BYTES. */
  uploadImage: Image;
};


export type MutationAddCommentArgs = {
  input: CommentInput;
  postId: Scalars['ID']['input'];
};


export type MutationAddFeaturedArgs = {
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  current: Scalars['String']['input'];
  next: Scalars['String']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: ApiTokenInput;
};


export type MutationCreatePostArgs = {
  input: PostInput;
};


export type MutationCreatePreviewLinkArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationDeleteMessagesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMarkMessagesReadArgs = {
  ids: Array<Scalars['ID']['input']>;
  read?: Scalars['Boolean']['input'];
};


export type MutationModerateCommentsArgs = {
  action: CommentAction;
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


export type MutationRegenerateApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveFeaturedArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationReorderFeaturedArgs = {
  postIds: Array<Scalars['ID']['input']>;
};


export type MutationReplyToCommentArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactInput;
};


export type MutationSendTestWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCommentArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateCommentSettingsArgs = {
  input: CommentSettingsInput;
};


export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  input: PostInput;
};


export type MutationUpdateSiteSettingsArgs = {
  input: SiteSettingsInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
};

/** Where a slice of a cursor connection ends (Relay page info). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` to get the next page; null at the end. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this slice. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A passage of Scripture read in one translation. */
export type Passage = {
  __typename?: 'Passage';
  /** The reference as readers of the translation's language write it, e.g. `Jean 3:16-18`. */
  label: Scalars['String']['output'];
  /** The chapter after the passage's last (across books); null after Revelation 22. */
  nextChapter?: Maybe<ChapterLink>;
  /** Normalised OSIS reference of the verses returned, e.g. `John.3.16-John.3.18` or `Ps.23`. */
  osis: Scalars['String']['output'];
  /** The chapter before the passage's first (across books); null before Genesis 1. */
  previousChapter?: Maybe<ChapterLink>;
  /** The translation the verses are read in. */
  translation: BibleTranslation;
  /** True when the range asked for spans more than 3 chapters: only its first 3 are returned. */
  truncated: Scalars['Boolean']['output'];
  /** The verses, in order. */
  verses: Array<Verse>;
};

/** A Bible reference found in a text, where it is written and the passage it names. */
export type PassageRef = {
  __typename?: 'PassageRef';
  /** Where the reference starts in the text (UTF-16 code units from 0). */
  index: Scalars['Int']['output'];
  /** The passage as readers of the text's language write it (`Jean 3:16-18`, `Psaume 23`), with the book names of the loaded Bibles (OSIS book codes before the first load). */
  label: Scalars['String']['output'];
  /** Length of the written reference (UTF-16 code units). */
  length: Scalars['Int']['output'];
  /** The passage in OSIS form: `John.3.16`, `Rom.8.28-Rom.8.39`, `Ps.23` (a chapter), `Gen` (a book). */
  osis: Scalars['String']['output'];
  /** The reference as written in the text (a list shares one text). */
  text: Scalars['String']['output'];
};

/** A blog post: titled rich-text sections written in one locale. */
export type Post = {
  __typename?: 'Post';
  /** Whether readers may comment; `addComment` is FORBIDDEN when false. */
  allowComments: Scalars['Boolean']['output'];
  /** Name of the author shown on the post, plain text (Admin by default). */
  author: Scalars['String']['output'];
  /** Number of comments readers see on the post, replies included. */
  commentCount: Scalars['Int']['output'];
  /** Approved top-level comments, newest first, each with its approved `replies`. */
  comments: Array<Comment>;
  /** Whether the post takes new comments now: it allows them, and it is not older than the site closes comments after. */
  commentsOpen: Scalars['Boolean']['output'];
  /** The HTML of all sections in order. */
  content: Scalars['String']['output'];
  /** Cover image URL (absolute path), or null. */
  cover?: Maybe<Scalars['String']['output']>;
  /** Id of the cover image (`Image.id`), or null without a cover. */
  coverId?: Maybe<Scalars['ID']['output']>;
  /** The cover with its size, to reserve space before it loads. */
  coverImage?: Maybe<Image>;
  /** When the post was created (ISO 8601, UTC). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The date shown on the post; a post sent to publish with a future date is scheduled for it. */
  date: Scalars['DateTimeISO']['output'];
  /** Short summary, plain text, at most 2,000 characters; may be empty. */
  excerpt: Scalars['String']['output'];
  /** Whether the post is in the featured list. */
  featured: Scalars['Boolean']['output'];
  /** Unique id of the post. */
  id: Scalars['ID']['output'];
  /** The language the post is written in. */
  locale: Locale;
  /** The Bible passages the post cites (title, excerpt and sections), in canon order. */
  passages: Array<PostPassage>;
  /** When readers can first see the post; null for drafts. */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Published posts citing the passages this post cites, other than its translations: in its language first, then those sharing the most verses, then the newest. */
  relatedByPassage: Array<Post>;
  /** With `posts(search:)`: matching text with the hits in <mark> (HTML-escaped). */
  searchSnippet?: Maybe<Scalars['String']['output']>;
  /** Sections in order. */
  sections: Array<Section>;
  /** URL-safe name, unique across all locales. */
  slug: Scalars['String']['output'];
  /** draft, to_publish (scheduled) or published. */
  status: PostStatus;
  /** Tags as written; compared case-insensitively. */
  tags: Array<Scalars['String']['output']>;
  /** The title, plain text, at most 300 characters. */
  title: Scalars['String']['output'];
  /** The same article in other locales (readable ones only for readers). */
  translations: Array<Post>;
  /** When the post was last saved (ISO 8601, UTC). */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Optimistic-locking version: send it back with updatePost. */
  version: Scalars['Int']['output'];
};


/** A blog post: titled rich-text sections written in one locale. */
export type PostRelatedByPassageArgs = {
  first?: Scalars['Int']['input'];
};

/** A cursor connection of posts, newest first. */
export type PostConnection = {
  __typename?: 'PostConnection';
  /** The posts of this slice with their cursors, newest first. */
  edges: Array<PostEdge>;
  /** Whether more posts follow, and the cursor to get them. */
  pageInfo: PageInfo;
  /** How many posts match in all. */
  totalCount: Scalars['Int']['output'];
};

/** One post of a connection, with its cursor. */
export type PostEdge = {
  __typename?: 'PostEdge';
  /** Opaque position of this post: pass as `after` to get the posts that follow it. */
  cursor: Scalars['String']['output'];
  /** The post. */
  node: Post;
};

/** Everything the post editor saves (also the body of the legacy REST POST and PUT /api/admin/blogs). A field not sent (or null) takes the default named in its description when creating, and keeps its stored value when updating; `coverId: null` is the exception: it removes the cover. */
export type PostInput = {
  /** Default: true. */
  allowComments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default (and when blank): Admin. */
  author?: InputMaybe<Scalars['String']['input']>;
  /** An uploaded image; null removes the cover. Default: none. */
  coverId?: InputMaybe<Scalars['ID']['input']>;
  /** Default: now. */
  date?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Default: empty. */
  excerpt?: InputMaybe<Scalars['String']['input']>;
  /** Default: en. */
  locale?: InputMaybe<Locale>;
  /** The whole list, in order. Default: none. */
  sections?: InputMaybe<Array<SectionInput>>;
  /** Default: generated from the title. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Default: DRAFT. */
  status?: InputMaybe<PostStatus>;
  /** Default: none. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required when creating. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Makes this post a translation of that post (same article, another locale). */
  translationOf?: InputMaybe<Scalars['ID']['input']>;
  /** The version that was loaded; a stale one is refused with CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of posts (numbered pagination, pages start at 1). */
export type PostPage = {
  __typename?: 'PostPage';
  /** The posts of this page, in the query's order; empty past the last page. */
  items: Array<Post>;
  /** Number of this page, from 1. */
  page: Scalars['Int']['output'];
  /** Most posts a page holds, as requested (1 to 100). */
  pageSize: Scalars['Int']['output'];
  /** How many posts match in all, across every page. */
  totalItems: Scalars['Int']['output'];
  /** Number of pages at this page size (0 when there are no posts). */
  totalPages: Scalars['Int']['output'];
};

/** A Bible passage a post cites, with how often. */
export type PostPassage = {
  __typename?: 'PostPassage';
  /** How many times the post cites this passage (title, excerpt and sections). */
  citations: Scalars['Int']['output'];
  /** The passage in OSIS form: `John.3.16`, `Rom.8.28-Rom.8.39`, `Ps.23` (a chapter), `Gen` (a book). */
  osis: Scalars['String']['output'];
};

/** draft, to_publish (scheduled, or what the editor sends to publish) or published. */
export type PostStatus =
  /** Not published: only the admin and API tokens with `drafts:read` see it. */
  | 'DRAFT'
  /** Readers can see it: its publication time has come. As input, the same as TO_PUBLISH. */
  | 'PUBLISHED'
  /** Sent to publish: scheduled until its date, then published. */
  | 'TO_PUBLISH';

/** A link that shows one post before it is published, to whoever opens it, until it expires. */
export type PreviewLink = {
  __typename?: 'PreviewLink';
  /** When the link stops working, PREVIEW_TTL_SECONDS after it was made (ISO 8601, UTC). */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The token alone, for `post(id:, preview:)`. */
  token: Scalars['String']['output'];
  /** Where to open it: the reader site, or PREVIEW_URL_TEMPLATE. */
  url: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin or an API token with `drafts:read`: any post by id, for the editor. NOT_FOUND when there is none. */
  adminPost: Post;
  /** Admin or an API token with `drafts:read`: every post, drafts and scheduled ones included, with title search. */
  adminPosts: PostPage;
  /** Owner: every API token, newest first (never their secrets). */
  apiTokens: Array<ApiToken>;
  /** Years with readable posts, newest first. */
  archiveYears: Array<ArchiveYear>;
  /** Owner: who created, regenerated or revoked which API token, newest first. */
  auditLog: Array<AuditEntry>;
  /** The Bible translations the site serves, by code. */
  bibleTranslations: Array<BibleTranslation>;
  /** The change feed of published content, for mirrors (static builds, search indexes, apps): every post, tag and featured-list change since `since`, deletions, unpublishing and scheduled posts coming due included, oldest first. Start: take a token (`changes { next }`), read everything, then poll with `since`; apply the changes, keep `next`, and poll again at once while `hasMore`. Changes are ordered by the commit order of their transactions, so a change committed after a poll is never skipped by the next one. BAD_USER_INPUT for a token the feed did not write; RESYNC_REQUIRED (HTTP 410) once a token is older than the changes kept (SYNC_RETENTION_DAYS, 90 by default): read everything again. */
  changes: SyncChangePage;
  /** A signed token for the comment form of a readable post: fetch it when the form is shown and send it back as `CommentInput.formToken`. Never cached (the answer is private). NOT_FOUND for no post. */
  commentFormToken: Scalars['String']['output'];
  /** Admin: the comment rules (moderation, closing, links, blocklist). */
  commentSettings: CommentSettings;
  /** Admin or an API token with `comments:moderate`: comments of every status, newest first, with text or e-mail search and the count of each status. BAD_USER_INPUT for a postId that is not an id. */
  comments: CommentModerationPage;
  /** Owner only: the contact messages, newest first, a page at a time, with the unread count. */
  contactMessages: ContactMessagePage;
  /** Admin: counts of published, draft and scheduled posts, recent comments and messages. */
  dashboard: Dashboard;
  /** Admin or an API token with `drafts:read`: the featured list in order, drafts included. */
  featuredEntries: Array<FeaturedEntry>;
  /** Featured readable posts in order. With `locale`, each article in that language when a translation exists. */
  featuredPosts: Array<Post>;
  /** Admin: the signed-in administrator. */
  me: User;
  /** The Bible references of a text written in `locale`, in order, each with its position (to link them) and its label. Running-text rules: a book needs a chapter, book names are case-sensitive, and a book name that is also a common word or first name (Mark, Job, Is, Act...) needs a verse. */
  parseReferences: Array<PassageRef>;
  /** A passage of Scripture: `reference` as readers write it in English, French, Spanish or Italian (`John 3:16-18`, `Jean 3,16`, `Ps 23`) or OSIS (`John.3.16-John.3.18`), read in `translation` (a code of `bibleTranslations`; default `kjv`). A range past 3 chapters is cut to its first 3 (`truncated`). Null when the translation has no verse there; NOT_FOUND for an unknown translation; BAD_USER_INPUT when `reference` is not one Bible reference. */
  passage?: Maybe<Passage>;
  /** Admin or an API token with `comments:moderate`: how many comments wait for moderation (the navigation badge). */
  pendingCommentCount: Scalars['Int']['output'];
  /** The most commented readable posts. */
  popularPosts: Array<Post>;
  /** The most used tags of readable posts, most used first. */
  popularTags: Array<TagCount>;
  /** A readable post by id or slug; null when there is none. With `preview`, the post that preview link opens, published or not (the answer is then `Cache-Control: private, no-store`); FORBIDDEN for a link that is not valid (expired, altered, or for another post). */
  post?: Maybe<Post>;
  /** Readable posts, newest first (or best match first with `search`). Drafts and scheduled posts never appear. */
  posts: PostPage;
  /** Readable posts citing a verse that overlaps the reference (a verse finds the posts citing its chapter or book, a book every post citing any of it): in `locale` first when given, then most cited, then newest. BAD_USER_INPUT when the reference cannot be read. */
  postsByPassage: PostPage;
  /** Readable posts with a tag (case-insensitive), newest first, as a cursor connection. */
  postsByTag: PostConnection;
  /** The Scripture index: the 66 books in canon order, named in `locale`, each with every chapter, and how many published posts (every language) cite each chapter, each book and Scripture at all. A post counts for each chapter a passage it cites overlaps, as the passage page of that chapter lists it. */
  scriptureIndex: ScriptureIndex;
  /** The passage a search names when it is a Bible reference, as `posts(search:)` reads it (the first of a list), to show above the posts citing it: read in `translation`, else a Bible in `locale`'s language, else KJV (also when the chosen one has no verse there); at most 3 chapters (`truncated`). Null when the search is not a Bible reference (it is then words only) or no loaded Bible has the passage. */
  searchPassage?: Maybe<Passage>;
  /** The site's name, description, social links and the About page's author profile, with the texts of `locale` (default en). */
  siteSettings: SiteSettings;
  /** Every tag of readable posts with its post count, most used first. */
  tags: Array<TagCount>;
  /** Owner only: how many contact messages are unread (for a badge). */
  unreadMessageCount: Scalars['Int']['output'];
  /** Owner: the delivery log of an endpoint, newest first. NOT_FOUND for an unknown endpoint. */
  webhookDeliveries: Array<WebhookDelivery>;
  /** Owner: every webhook endpoint, newest first (never secrets). */
  webhookEndpoints: Array<WebhookEndpoint>;
};


export type QueryAdminPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminPostsArgs = {
  locale?: InputMaybe<Locale>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  passage?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PostStatus>;
};


export type QueryArchiveYearsArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryAuditLogArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryChangesArgs = {
  first?: Scalars['Int']['input'];
  since?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCommentFormTokenArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryCommentsArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  postId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CommentStatus>;
};


export type QueryContactMessagesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  unread?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryFeaturedPostsArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryParseReferencesArgs = {
  locale: Locale;
  text: Scalars['String']['input'];
};


export type QueryPassageArgs = {
  reference: Scalars['String']['input'];
  translation?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPopularPostsArgs = {
  limit?: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
};


export type QueryPopularTagsArgs = {
  limit?: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
};


export type QueryPostArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  preview?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPostsArgs = {
  locale?: InputMaybe<Locale>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  preferLocale?: InputMaybe<Locale>;
  search?: InputMaybe<Scalars['String']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostsByPassageArgs = {
  locale?: InputMaybe<Locale>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  reference: Scalars['String']['input'];
};


export type QueryPostsByTagArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  tag: Scalars['String']['input'];
};


export type QueryScriptureIndexArgs = {
  locale?: Locale;
};


export type QuerySearchPassageArgs = {
  locale?: InputMaybe<Locale>;
  search: Scalars['String']['input'];
  translation?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySiteSettingsArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryTagsArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  first?: Scalars['Int']['input'];
};

/** A book of the canon in the Scripture index, with its chapters. */
export type ScriptureBook = {
  __typename?: 'ScriptureBook';
  /** Every chapter of the book (KJV versification), in order, cited or not. */
  chapters: Array<ScriptureChapter>;
  /** The book’s name in the language asked for (the OSIS code when no Bible has been loaded yet). */
  name: Scalars['String']['output'];
  /** OSIS code of the book (OSIS 2.1.1), e.g. `Gen`, `1Cor`. */
  osis: Scalars['String']['output'];
  /** Published posts citing any passage of the book; a post counts once. */
  postCount: Scalars['Int']['output'];
  /** OLD (Genesis to Malachi) or NEW (Matthew to Revelation). */
  testament: Testament;
};

/** A chapter in the Scripture index, with how many published posts cite it. */
export type ScriptureChapter = {
  __typename?: 'ScriptureChapter';
  /** The chapter number, from 1. */
  chapter: Scalars['Int']['output'];
  /** OSIS reference of the chapter, e.g. `John.3`: its passage page is `/bible/John.3`. */
  osis: Scalars['String']['output'];
  /** Published posts citing a passage that overlaps the chapter (the posts its passage page lists): `John 3:16-4:2` counts for John 3 and John 4. */
  postCount: Scalars['Int']['output'];
};

/** The 66 books of the Bible with the published posts citing each book and chapter. */
export type ScriptureIndex = {
  __typename?: 'ScriptureIndex';
  /** The 66 books of the Protestant canon, in canon order. */
  books: Array<ScriptureBook>;
  /** Published posts citing at least one passage of Scripture. */
  postCount: Scalars['Int']['output'];
};

/** A titled block of rich text (sanitized HTML) inside a post. */
export type Section = {
  __typename?: 'Section';
  /** Sanitized HTML. */
  content: Scalars['String']['output'];
  /** Unique id of the section: send it back as `SectionInput.id` to keep the section. */
  id: Scalars['ID']['output'];
  /** Image URL (absolute path), or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** The image with its size, to reserve space before it loads. */
  imageDetails?: Maybe<Image>;
  /** Id of the section's image (`Image.id`), or null without one. */
  imageId?: Maybe<Scalars['ID']['output']>;
  /** `content` with each Bible reference of its text, read in the post's language, a link to the passage's page: `<a class="scripture-ref" href="/bible/John.3.16" data-osis="John.3.16">Jean 3.16</a>` (never inside a link or code). Sanitized HTML, as `content`. */
  linkedContent: Scalars['String']['output'];
  /** Position of the section in its post, from 0. */
  orderIndex: Scalars['Int']['output'];
  /** Section heading, plain text; may be empty. */
  title: Scalars['String']['output'];
};

/** A section as the editor sends it; `id` keeps an existing section, `orderIndex` orders them. */
export type SectionInput = {
  /** HTML; sanitized on save. */
  content?: Scalars['String']['input'];
  /** Id of one of the post's sections, to update it; without one, a new section is created. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Id of an uploaded image shown with the section. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  /** Sort key among the sections sent (0 or more; default: place in the list); stored renumbered from 0. */
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** Section heading, plain text, at most 300 characters. */
  title?: Scalars['String']['input'];
};

/** Site-wide settings: name, description, social links and the About page's profile. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  /** The About page's author profile, with the texts of `locale`. */
  author: AuthorProfile;
  /** Short description (meta description, footer, About subtitle). */
  description: Scalars['String']['output'];
  /** What RSS and Atom items carry (/rss.xml, /atom.xml): the whole post (FULL, the default) or its excerpt. */
  feedContent: FeedContent;
  /** The locale `description` and `author` are written in. */
  locale: Locale;
  /** The site's name, the same in every locale. */
  siteName: Scalars['String']['output'];
  /** The header's social icons, in order. */
  socialLinks: Array<SocialLink>;
  /** Every locale’s texts (en, fr, es, it), for the settings editor. */
  texts: Array<SiteTexts>;
  /** Last saved; null while the defaults are in use. */
  updatedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** Site settings to change; a field left out keeps its current value. */
export type SiteSettingsInput = {
  /** The author's public contact e-mail address (stored lower-cased). */
  authorEmail?: InputMaybe<Scalars['String']['input']>;
  /** The author's profile links in order, at most 10; replaces the whole list. */
  authorLinks?: InputMaybe<Array<SocialLinkInput>>;
  /** The author's name, 1 to 100 characters. */
  authorName?: InputMaybe<Scalars['String']['input']>;
  /** What RSS and Atom items carry. */
  feedContent?: InputMaybe<FeedContent>;
  /** The site's name, 1 to 100 characters. */
  siteName?: InputMaybe<Scalars['String']['input']>;
  /** The header's social links in order, at most 10; replaces the whole list. */
  socialLinks?: InputMaybe<Array<SocialLinkInput>>;
  /** Only the locales listed are replaced. */
  texts?: InputMaybe<Array<SiteTextsInput>>;
};

/** The texts of the site written once per locale. */
export type SiteTexts = {
  __typename?: 'SiteTexts';
  /** The author's biography, one plain-text paragraph per item. */
  authorBio: Array<Scalars['String']['output']>;
  /** The author's role line, e.g. Writer and Bible teacher. */
  authorTitle: Scalars['String']['output'];
  /** Short description of the site (meta description, footer, About subtitle). */
  description: Scalars['String']['output'];
  /** The locale these texts are written in. */
  locale: Locale;
};

/** One locale's texts; replaces that locale's texts as a whole. */
export type SiteTextsInput = {
  /** One to four paragraphs of plain text. */
  authorBio: Array<Scalars['String']['input']>;
  /** The author's role line, 1 to 150 characters. */
  authorTitle: Scalars['String']['input'];
  /** Short description of the site, 1 to 300 characters. */
  description: Scalars['String']['input'];
  /** The locale whose texts these replace. */
  locale: Locale;
};

/** A link to a network or site; `network` names its icon (facebook, x, github...). */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Lower-case name of the network or site, which picks the icon, e.g. facebook, x, github. */
  network: Scalars['String']['output'];
  /** Where the link goes: an http(s) URL. */
  url: Scalars['String']['output'];
};

/** A link: `network` is a lower-case icon name, `url` an http(s) URL. */
export type SocialLinkInput = {
  /** Lower-case name that picks the icon, e.g. github: a letter, then letters, digits or hyphens (at most 30). */
  network: Scalars['String']['input'];
  /** An http(s) URL, at most 500 characters. */
  url: Scalars['String']['input'];
};

/** One changed thing, as it is now (not what it was). */
export type SyncChange = {
  __typename?: 'SyncChange';
  /** POST: the post id. TAG: the tag, lower-cased (re-read `postsByTag`). FEATURED: empty (re-read `featuredPosts`). */
  key: Scalars['String']['output'];
  /** What changed; it says how to read `key`. */
  kind: SyncChangeKind;
  /** POST: the post as readers see it now; null when removed. */
  post?: Maybe<Post>;
  /** POST: the post is gone for readers (deleted, unpublished, or scheduled again): remove it. TAG: no readable post carries it any more. FEATURED: always false. */
  removed: Scalars['Boolean']['output'];
};

/** What changed: a post, a tag (its posts or its count) or the featured list. */
export type SyncChangeKind =
  /** The featured list: `key` is empty. */
  | 'FEATURED'
  /** A post: `key` is its id. */
  | 'POST'
  /** A tag: `key` is the tag, lower-cased. */
  | 'TAG';

/** A page of the change feed. */
export type SyncChangePage = {
  __typename?: 'SyncChangePage';
  /** Oldest first. A thing changed several times may appear more than once. */
  changes: Array<SyncChange>;
  /** More changes are waiting: poll again at once with `next`. */
  hasMore: Scalars['Boolean']['output'];
  /** Pass as `since` to the next poll; store it once the changes are applied. */
  next: Scalars['String']['output'];
};

/** A tag and how many readable posts carry it. */
export type TagCount = {
  __typename?: 'TagCount';
  /** How many readable posts carry the tag (in `locale`, when given). */
  count: Scalars['Int']['output'];
  /** The tag as most often written. */
  tag: Scalars['String']['output'];
};

/** The part of the canon a book belongs to. */
export type Testament =
  /** The New Testament: Matthew to Revelation (27 books). */
  | 'NEW'
  /** The Old Testament: Genesis to Malachi (39 books). */
  | 'OLD';

/** Changes to a webhook endpoint; omitted fields keep their value. */
export type UpdateWebhookEndpointInput = {
  /** What the endpoint is for (at most 500 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** false stops sending; true sends again and clears the reason it was disabled. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Event types to send; empty: every event. */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An http or https URL without credentials. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** An administrator of the site. */
export type User = {
  __typename?: 'User';
  /** When the account was created (ISO 8601, UTC). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Name shown in the admin area. */
  displayName: Scalars['String']['output'];
  /** The sign-in e-mail address, lower-cased. */
  email: Scalars['String']['output'];
  /** Unique id of the administrator. */
  id: Scalars['ID']['output'];
};

/** One verse of a Bible translation. */
export type Verse = {
  __typename?: 'Verse';
  /** OSIS code of the book, e.g. `John`. */
  book: Scalars['String']['output'];
  /** Chapter number, from 1. */
  chapter: Scalars['Int']['output'];
  /** OSIS id of the verse, e.g. `John.3.16`. */
  osis: Scalars['String']['output'];
  /** The verse as plain text (no markup, no verse number). */
  text: Scalars['String']['output'];
  /** Verse number, from 1. */
  verse: Scalars['Int']['output'];
};

/** One webhook message to one endpoint, and how its delivery went. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** When the event was queued (in the transaction of the change it announces). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the receiver accepted it (2xx); null until then. */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The endpoint it goes to. */
  endpointId: Scalars['ID']['output'];
  /** The event type, e.g. `post.published`. */
  eventType: Scalars['String']['output'];
  /** The delivery id (give it to redeliverWebhook). */
  id: Scalars['ID']['output'];
  /** How long the last attempt took, in milliseconds. */
  lastDurationMs?: Maybe<Scalars['Int']['output']>;
  /** Why the last attempt failed (timeout, refused address, HTTP status); null after a success. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The start of the last answer body (at most 1 kB). */
  lastResponse?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last answer; null if none came. */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** The `webhook-id` header: the same across retries and redeliveries. */
  messageId: Scalars['String']['output'];
  /** When the next attempt is due (meaningful while pending or failed). */
  nextAttemptAt: Scalars['DateTimeISO']['output'];
  /** Where the delivery stands. */
  status: WebhookDeliveryStatus;
};

/** Where a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** An attempt is under way (leased by a worker). */
  | 'DELIVERING'
  /** The last attempt failed; another is scheduled at `nextAttemptAt`. */
  | 'FAILED'
  /** No further attempt: retries ran out (24 h), or the receiver answered 410 Gone. */
  | 'GAVE_UP'
  /** Waiting for its first attempt (or for a redelivery). */
  | 'PENDING'
  /** The receiver answered 2xx. */
  | 'SUCCEEDED';

/** A URL that receives signed webhook events (Standard Webhooks). */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** Failed attempts since the last successful one. */
  consecutiveFailures: Scalars['Int']['output'];
  /** When the endpoint was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** What the endpoint is for, as the owner described it (may be empty). */
  description: Scalars['String']['output'];
  /** Why the server disabled the endpoint (410 Gone, 24 h of failures); null otherwise. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** Whether events are sent; false after the owner or a failure disabled it. */
  enabled: Scalars['Boolean']['output'];
  /** The event types sent to it, e.g. `post.published`; empty: every event. */
  events: Array<Scalars['String']['output']>;
  /** The endpoint id. */
  id: Scalars['ID']['output'];
  /** Until when the secret replaced by the last rotation still signs too; null if none. */
  previousSecretExpiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Where events are POSTed (http or https, at most 2000 characters). */
  url: Scalars['String']['output'];
};

/** A webhook endpoint with its signing secret, shown this once (when created or rotated). */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  /** The endpoint. */
  endpoint: WebhookEndpoint;
  /** The signing secret (`whsec_` + base64), per Standard Webhooks: verify `webhook-signature` with it. Shown only now. */
  secret: Scalars['String']['output'];
};
