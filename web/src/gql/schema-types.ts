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

/** A year with published posts. */
export type ArchiveYear = {
  __typename?: 'ArchiveYear';
  count: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

/** A signed-in session: send `token` as `Authorization: Bearer <token>`. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  expiresAt: Scalars['DateTimeISO']['output'];
  token: Scalars['String']['output'];
  user: User;
};

/** The About page's author profile, in one locale. */
export type AuthorProfile = {
  __typename?: 'AuthorProfile';
  /** Biography, one plain-text paragraph per item. */
  bio: Array<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** Profile links: social network, professional network, code host... */
  links: Array<SocialLink>;
  name: Scalars['String']['output'];
  /** Role line, e.g. "Writer and Bible teacher". */
  title: Scalars['String']['output'];
};

/** A reader's comment on a post. The commenter's e-mail is stored but never exposed. */
export type Comment = {
  __typename?: 'Comment';
  /** Plain text. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A reader's comment; the e-mail is stored but never shown. */
export type CommentInput = {
  /** Plain text, at most 5,000 characters. */
  content: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** A message from the contact form. */
export type ContactInput = {
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  message: Scalars['String']['input'];
};

/** A message sent through the contact form (plain text). */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** The admin dashboard's figures. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Comments posted in the last 7 days. */
  commentsThisWeek: Scalars['Int']['output'];
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
  id: Scalars['ID']['output'];
  /** Position from 0. */
  orderIndex: Scalars['Int']['output'];
  post: Post;
};

/** What feed items carry: FULL (the whole post as HTML, with its excerpt as summary) or EXCERPT alone. */
export type FeedContent =
  | 'EXCERPT'
  | 'FULL';

/** An uploaded image. */
export type Image = {
  __typename?: 'Image';
  bytes: Scalars['Int']['output'];
  /** Pixels. */
  height: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** Smaller WebP renditions for `<img srcset>` (HTML standard: URLs with `w` width descriptors, narrowest first), made on their first request; null for a GIF or an image narrower than 480 px. */
  srcset?: Maybe<Scalars['String']['output']>;
  /** Absolute path, e.g. /uploads/<name>.png. */
  url: Scalars['String']['output'];
  /** Pixels. */
  width: Scalars['Int']['output'];
};

/** Language a post is written in. */
export type Locale =
  | 'en'
  | 'es'
  | 'fr'
  | 'it';

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a comment to a readable post. FORBIDDEN when comments are closed, NOT_FOUND for no post, TOO_MANY_REQUESTS past one comment per interval per IP. */
  addComment: Comment;
  /** Admin: features a post at the end, or at `orderIndex` (0 to the number of featured posts; that number is the end). Idempotent: for a post already featured it returns the existing entry, unchanged without `orderIndex`, moved there with it. Concurrent changes to the list apply one at a time, so it stays numbered 0..n-1. BAD_USER_INPUT (field orderIndex) for a position outside that range; NOT_FOUND for an unknown post. */
  addFeatured: FeaturedEntry;
  /** Admin: replaces the password after checking the current one, ends every session of the administrator (this one included) and returns a new session for the caller, so it stays signed in with the returned token. The new password needs 12 to 1024 characters, must not be the e-mail address nor one of the most common passwords, and must differ from the current one: BAD_USER_INPUT with `fields.next` otherwise. A wrong current password is BAD_USER_INPUT with `fields.current` and counts as a failed sign-in (TOO_MANY_REQUESTS with Retry-After once the attempts are used). */
  changePassword: AuthPayload;
  /** Admin: creates a post with its sections (one transaction); a field not sent takes its default. BAD_USER_INPUT without a title. */
  createPost: Post;
  /** Admin: deletes a post with its sections and comments. NOT_FOUND for an unknown id. */
  deletePost: Scalars['Boolean']['output'];
  /** Signs an administrator in and opens a session (JWT_TTL_SECONDS long, ended earlier by logout or a password change). UNAUTHENTICATED 'Invalid email or password'; TOO_MANY_REQUESTS (Retry-After) once the attempts allowed per e-mail or IP are used: an attempt counts from its start, so concurrent ones cannot exceed the limit; a success does not count and restarts the e-mail's count. */
  login: AuthPayload;
  /** Admin: ends the session of the token sent, which is refused (UNAUTHENTICATED) from then on; the administrator's other sessions go on. Returns true. */
  logout: Scalars['Boolean']['output'];
  /** Admin: unfeatures a post (the ones after it move up); false when it was not featured. NOT_FOUND for an unknown post. */
  removeFeatured: Scalars['Boolean']['output'];
  /** Admin: sets the featured order; `postIds` must list every featured post once, else BAD_USER_INPUT (field postIds). */
  reorderFeatured: Array<FeaturedEntry>;
  /** Stores a contact message. TOO_MANY_REQUESTS past the hourly limit per IP. */
  sendContactMessage: Scalars['Boolean']['output'];
  /** Admin: saves the fields sent; a field not sent (or null) keeps its stored value, except coverId (null removes the cover). CONFLICT when input.version is stale; NOT_FOUND for an unknown id. */
  updatePost: Post;
  /** Admin: changes the site settings; fields left out keep their value. BAD_USER_INPUT past the bounds. */
  updateSiteSettings: SiteSettings;
  /** Admin: stores an image sent as a multipart upload (PNG, JPEG, WebP or GIF, checked by content). UNSUPPORTED_MEDIA_TYPE for anything else, PAYLOAD_TOO_LARGE past UPLOAD_MAX_BYTES. */
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


export type MutationCreatePostArgs = {
  input: PostInput;
};


export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRemoveFeaturedArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationReorderFeaturedArgs = {
  postIds: Array<Scalars['ID']['input']>;
};


export type MutationSendContactMessageArgs = {
  input: ContactInput;
};


export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  input: PostInput;
};


export type MutationUpdateSiteSettingsArgs = {
  input: SiteSettingsInput;
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` to get the next page; null at the end. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A blog post: titled rich-text sections written in one locale. */
export type Post = {
  __typename?: 'Post';
  allowComments: Scalars['Boolean']['output'];
  author: Scalars['String']['output'];
  commentCount: Scalars['Int']['output'];
  /** Comments, newest first. */
  comments: Array<Comment>;
  /** The HTML of all sections in order. */
  content: Scalars['String']['output'];
  /** Cover image URL (absolute path), or null. */
  cover?: Maybe<Scalars['String']['output']>;
  coverId?: Maybe<Scalars['ID']['output']>;
  /** The cover with its size, to reserve space before it loads. */
  coverImage?: Maybe<Image>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** The date shown on the post; a post sent to publish with a future date is scheduled for it. */
  date: Scalars['DateTimeISO']['output'];
  excerpt: Scalars['String']['output'];
  /** Whether the post is in the featured list. */
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  locale: Locale;
  /** When readers can first see the post; null for drafts. */
  publishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
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
  title: Scalars['String']['output'];
  /** The same article in other locales (readable ones only for readers). */
  translations: Array<Post>;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Optimistic-locking version: send it back with updatePost. */
  version: Scalars['Int']['output'];
};

/** A cursor connection of posts, newest first. */
export type PostConnection = {
  __typename?: 'PostConnection';
  edges: Array<PostEdge>;
  pageInfo: PageInfo;
  /** How many posts match in all. */
  totalCount: Scalars['Int']['output'];
};

export type PostEdge = {
  __typename?: 'PostEdge';
  cursor: Scalars['String']['output'];
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
  items: Array<Post>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalItems: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** draft, to_publish (scheduled, or what the editor sends to publish) or published. */
export type PostStatus =
  | 'DRAFT'
  | 'PUBLISHED'
  | 'TO_PUBLISH';

export type Query = {
  __typename?: 'Query';
  /** Admin: any post by id, for the editor. NOT_FOUND when there is none. */
  adminPost: Post;
  /** Admin: every post, drafts and scheduled ones included, with title search. */
  adminPosts: PostPage;
  /** Years with readable posts, newest first. */
  archiveYears: Array<ArchiveYear>;
  /** Admin: contact messages, newest first. */
  contactMessages: Array<ContactMessage>;
  /** Admin: counts of published, draft and scheduled posts, recent comments and messages. */
  dashboard: Dashboard;
  /** Admin: the featured list in order, drafts included. */
  featuredEntries: Array<FeaturedEntry>;
  /** Featured readable posts in order. With `locale`, each article in that language when a translation exists. */
  featuredPosts: Array<Post>;
  /** Admin: the signed-in administrator. */
  me: User;
  /** The most commented readable posts. */
  popularPosts: Array<Post>;
  /** The most used tags of readable posts, most used first. */
  popularTags: Array<TagCount>;
  /** A readable post by id or slug; null when there is none. */
  post?: Maybe<Post>;
  /** Readable posts, newest first (or best match first with `search`). Drafts and scheduled posts never appear. */
  posts: PostPage;
  /** Readable posts with a tag (case-insensitive), newest first, as a cursor connection. */
  postsByTag: PostConnection;
  /** The site's name, description, social links and the About page's author profile, with the texts of `locale` (default en). */
  siteSettings: SiteSettings;
  /** Every tag of readable posts with its post count, most used first. */
  tags: Array<TagCount>;
};


export type QueryAdminPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminPostsArgs = {
  locale?: InputMaybe<Locale>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PostStatus>;
};


export type QueryArchiveYearsArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryContactMessagesArgs = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


export type QueryFeaturedPostsArgs = {
  locale?: InputMaybe<Locale>;
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


export type QueryPostsByTagArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  tag: Scalars['String']['input'];
};


export type QuerySiteSettingsArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryTagsArgs = {
  locale?: InputMaybe<Locale>;
};

/** A titled block of rich text (sanitized HTML) inside a post. */
export type Section = {
  __typename?: 'Section';
  /** Sanitized HTML. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Image URL (absolute path), or null. */
  image?: Maybe<Scalars['String']['output']>;
  /** The image with its size, to reserve space before it loads. */
  imageDetails?: Maybe<Image>;
  imageId?: Maybe<Scalars['ID']['output']>;
  orderIndex: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A section as the editor sends it; `id` keeps an existing section, `orderIndex` orders them. */
export type SectionInput = {
  /** HTML; sanitized on save. */
  content?: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Id of an uploaded image shown with the section. */
  imageId?: InputMaybe<Scalars['ID']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  title?: Scalars['String']['input'];
};

/** Site-wide settings: name, description, social links and the About page's profile. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  author: AuthorProfile;
  /** Short description (meta description, footer, About subtitle). */
  description: Scalars['String']['output'];
  /** What RSS and Atom items carry (/rss.xml, /atom.xml): the whole post (FULL, the default) or its excerpt. */
  feedContent: FeedContent;
  /** The locale `description` and `author` are written in. */
  locale: Locale;
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
  authorEmail?: InputMaybe<Scalars['String']['input']>;
  authorLinks?: InputMaybe<Array<SocialLinkInput>>;
  authorName?: InputMaybe<Scalars['String']['input']>;
  /** What RSS and Atom items carry. */
  feedContent?: InputMaybe<FeedContent>;
  siteName?: InputMaybe<Scalars['String']['input']>;
  socialLinks?: InputMaybe<Array<SocialLinkInput>>;
  /** Only the locales listed are replaced. */
  texts?: InputMaybe<Array<SiteTextsInput>>;
};

/** The texts of the site written once per locale. */
export type SiteTexts = {
  __typename?: 'SiteTexts';
  authorBio: Array<Scalars['String']['output']>;
  authorTitle: Scalars['String']['output'];
  description: Scalars['String']['output'];
  locale: Locale;
};

/** One locale's texts; replaces that locale's texts as a whole. */
export type SiteTextsInput = {
  /** One to four paragraphs of plain text. */
  authorBio: Array<Scalars['String']['input']>;
  authorTitle: Scalars['String']['input'];
  description: Scalars['String']['input'];
  locale: Locale;
};

/** A link to a network or site; `network` names its icon (facebook, x, github...). */
export type SocialLink = {
  __typename?: 'SocialLink';
  network: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A link: `network` is a lower-case icon name, `url` an http(s) URL. */
export type SocialLinkInput = {
  network: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/** A tag and how many readable posts carry it. */
export type TagCount = {
  __typename?: 'TagCount';
  count: Scalars['Int']['output'];
  /** The tag as most often written. */
  tag: Scalars['String']['output'];
};

/** An administrator of the site. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTimeISO']['output'];
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};
