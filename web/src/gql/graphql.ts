/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
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

/** An uploaded image. */
export type Image = {
  __typename?: 'Image';
  bytes: Scalars['Int']['output'];
  /** Pixels. */
  height: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
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
  /** Admin: features a post (idempotent). Goes to the end, or to `orderIndex` when given. NOT_FOUND for an unknown post. */
  addFeatured: FeaturedEntry;
  /** Admin: creates a post with its sections (one transaction). */
  createPost: Post;
  /** Admin: deletes a post with its sections and comments. NOT_FOUND for an unknown id. */
  deletePost: Scalars['Boolean']['output'];
  /** Signs an administrator in. UNAUTHENTICATED 'Invalid email or password'; TOO_MANY_REQUESTS (Retry-After) after repeated failures per e-mail or IP. */
  login: AuthPayload;
  /** Admin: unfeatures a post; false when it was not featured. NOT_FOUND for an unknown post. */
  removeFeatured: Scalars['Boolean']['output'];
  /** Admin: sets the featured order; `postIds` must list every featured post once. */
  reorderFeatured: Array<FeaturedEntry>;
  /** Stores a contact message. TOO_MANY_REQUESTS past the hourly limit per IP. */
  sendContactMessage: Scalars['Boolean']['output'];
  /** Admin: saves a post. CONFLICT when input.version is stale; NOT_FOUND for an unknown id. */
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

/** Everything the post editor saves (product-spec.md section 7, POST /admin/blogs). */
export type PostInput = {
  allowComments?: Scalars['Boolean']['input'];
  author?: Scalars['String']['input'];
  coverId?: InputMaybe<Scalars['ID']['input']>;
  /** Defaults to now. */
  date?: InputMaybe<Scalars['DateTimeISO']['input']>;
  excerpt?: Scalars['String']['input'];
  locale?: Locale;
  sections?: Array<SectionInput>;
  /** Generated from the title when absent. */
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: PostStatus;
  tags?: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
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

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, displayName: string, email: string } };

export type ArchiveYearsQueryVariables = Exact<{
  locale?: InputMaybe<Locale>;
}>;


export type ArchiveYearsQuery = { __typename?: 'Query', archiveYears: Array<{ __typename?: 'ArchiveYear', year: number, count: number }> };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { __typename?: 'Query', dashboard: { __typename?: 'Dashboard', published: number, drafts: number, scheduled: number, commentsThisWeek: number, latestMessages: Array<{ __typename?: 'ContactMessage', id: string, fullName: string, email: string, message: string, createdAt: string }> } };

export type AdminLoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AdminLoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, expiresAt: string } };

export type AdminPostsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminPostsQuery = { __typename?: 'Query', adminPosts: { __typename?: 'PostPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<{ __typename?: 'Post', id: string, title: string, locale: Locale, status: PostStatus, date: string, createdAt: string, publishedAt?: string | null, author: string, featured: boolean }> } };

export type AdminAddFeaturedMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminAddFeaturedMutation = { __typename?: 'Mutation', addFeatured: { __typename?: 'FeaturedEntry', id: string, orderIndex: number, post: { __typename?: 'Post', id: string, featured: boolean } } };

export type AdminRemoveFeaturedMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type AdminRemoveFeaturedMutation = { __typename?: 'Mutation', removeFeatured: boolean };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SendContactMessageMutation = { __typename?: 'Mutation', sendContactMessage: boolean };

export type FeaturedEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedEntriesQuery = { __typename?: 'Query', featuredEntries: Array<{ __typename?: 'FeaturedEntry', id: string, orderIndex: number, post: { __typename?: 'Post', id: string, title: string, author: string, date: string, status: PostStatus, locale: Locale, featured: boolean, cover?: string | null, coverImage?: { __typename?: 'Image', url: string, width: number, height: number } | null } }> };

export type ReorderFeaturedMutationVariables = Exact<{
  postIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderFeaturedMutation = { __typename?: 'Mutation', reorderFeatured: Array<{ __typename?: 'FeaturedEntry', id: string, orderIndex: number, post: { __typename?: 'Post', id: string } }> };

export type EditorPostQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EditorPostQuery = { __typename?: 'Query', adminPost: { __typename?: 'Post', id: string, slug: string, locale: Locale, title: string, excerpt: string, author: string, date: string, status: PostStatus, allowComments: boolean, tags: Array<string>, cover?: string | null, coverId?: string | null, version: number, publishedAt?: string | null, featured: boolean, sections: Array<{ __typename?: 'Section', id: string, title: string, content: string, image?: string | null, imageId?: string | null, orderIndex: number }>, translations: Array<{ __typename?: 'Post', id: string, locale: Locale, title: string, status: PostStatus }> } };

export type CreatePostMutationVariables = Exact<{
  input: PostInput;
}>;


export type CreatePostMutation = { __typename?: 'Mutation', createPost: { __typename?: 'Post', id: string, version: number, status: PostStatus, title: string } };

export type UpdatePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PostInput;
}>;


export type UpdatePostMutation = { __typename?: 'Mutation', updatePost: { __typename?: 'Post', id: string, version: number, status: PostStatus, title: string } };

export type CommentItemFragment = { __typename?: 'Comment', id: string, name: string, content: string, createdAt: string } & { ' $fragmentName'?: 'CommentItemFragment' };

export type PostPageQueryVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostPageQuery = { __typename?: 'Query', post?: { __typename?: 'Post', id: string, slug: string, locale: Locale, title: string, excerpt: string, author: string, date: string, tags: Array<string>, allowComments: boolean, commentCount: number, cover?: string | null, coverImage?: { __typename?: 'Image', url: string, width: number, height: number } | null, sections: Array<{ __typename?: 'Section', id: string, title: string, content: string, image?: string | null, orderIndex: number, imageDetails?: { __typename?: 'Image', width: number, height: number } | null }>, comments: Array<(
      { __typename?: 'Comment' }
      & { ' $fragmentRefs'?: { 'CommentItemFragment': CommentItemFragment } }
    )>, translations: Array<{ __typename?: 'Post', id: string, slug: string, locale: Locale, title: string }> } | null };

export type AddCommentMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  input: CommentInput;
}>;


export type AddCommentMutation = { __typename?: 'Mutation', addComment: (
    { __typename?: 'Comment' }
    & { ' $fragmentRefs'?: { 'CommentItemFragment': CommentItemFragment } }
  ) };

export type PostCardFragment = { __typename?: 'Post', id: string, slug: string, locale: Locale, title: string, excerpt: string, author: string, date: string, tags: Array<string>, cover?: string | null, coverImage?: { __typename?: 'Image', url: string, width: number, height: number } | null } & { ' $fragmentName'?: 'PostCardFragment' };

export type PostListQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  locale?: InputMaybe<Locale>;
  search?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PostListQuery = { __typename?: 'Query', posts: { __typename?: 'PostPage', page: number, pageSize: number, totalItems: number, totalPages: number, items: Array<(
      { __typename?: 'Post', id: string }
      & { ' $fragmentRefs'?: { 'PostCardFragment': PostCardFragment } }
    )> } };

export type FeaturedPostsQueryVariables = Exact<{
  locale?: InputMaybe<Locale>;
}>;


export type FeaturedPostsQuery = { __typename?: 'Query', featuredPosts: Array<(
    { __typename?: 'Post', id: string }
    & { ' $fragmentRefs'?: { 'PostCardFragment': PostCardFragment } }
  )> };

export type PopularPostsQueryVariables = Exact<{
  locale?: InputMaybe<Locale>;
  limit: Scalars['Int']['input'];
}>;


export type PopularPostsQuery = { __typename?: 'Query', popularPosts: Array<{ __typename?: 'Post', id: string, title: string, author: string, date: string, commentCount: number, cover?: string | null, coverImage?: { __typename?: 'Image', url: string, width: number, height: number } | null }> };

export type SiteSettingsQueryVariables = Exact<{
  locale?: InputMaybe<Locale>;
}>;


export type SiteSettingsQuery = { __typename?: 'Query', siteSettings: { __typename?: 'SiteSettings', siteName: string, description: string, locale: Locale, socialLinks: Array<{ __typename?: 'SocialLink', network: string, url: string }>, author: { __typename?: 'AuthorProfile', name: string, title: string, email: string, bio: Array<string>, links: Array<{ __typename?: 'SocialLink', network: string, url: string }> } } };

export type PopularTagsQueryVariables = Exact<{
  locale?: InputMaybe<Locale>;
  limit: Scalars['Int']['input'];
}>;


export type PopularTagsQuery = { __typename?: 'Query', popularTags: Array<{ __typename?: 'TagCount', tag: string, count: number }> };

export type AllTagsQueryVariables = Exact<{
  locale?: InputMaybe<Locale>;
}>;


export type AllTagsQuery = { __typename?: 'Query', tags: Array<{ __typename?: 'TagCount', tag: string, count: number }> };

export type PostsByTagQueryVariables = Exact<{
  tag: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Locale>;
}>;


export type PostsByTagQuery = { __typename?: 'Query', postsByTag: { __typename?: 'PostConnection', totalCount: number, edges: Array<{ __typename?: 'PostEdge', cursor: string, node: (
        { __typename?: 'Post', id: string }
        & { ' $fragmentRefs'?: { 'PostCardFragment': PostCardFragment } }
      ) }>, pageInfo: { __typename?: 'PageInfo', endCursor?: string | null, hasNextPage: boolean } } };

export const CommentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentItemFragment, unknown>;
export const PostCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<PostCardFragment, unknown>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const ArchiveYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArchiveYears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveYears"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ArchiveYearsQuery, ArchiveYearsQueryVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"commentsThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"latestMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPostsQuery, AdminPostsQueryVariables>;
export const AdminAddFeaturedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddFeatured"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderIndex"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFeatured"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderIndex"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAddFeaturedMutation, AdminAddFeaturedMutationVariables>;
export const AdminRemoveFeaturedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveFeatured"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFeatured"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}]}]}}]} as unknown as DocumentNode<AdminRemoveFeaturedMutation, AdminRemoveFeaturedMutationVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const FeaturedEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FeaturedEntriesQuery, FeaturedEntriesQueryVariables>;
export const ReorderFeaturedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderFeatured"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFeatured"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderFeaturedMutation, ReorderFeaturedMutationVariables>;
export const EditorPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowComments"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<EditorPostQuery, EditorPostQueryVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const UpdatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<UpdatePostMutation, UpdatePostMutationVariables>;
export const PostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"allowComments"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PostPageQuery, PostPageQueryVariables>;
export const AddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const PostListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<PostListQuery, PostListQueryVariables>;
export const FeaturedPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<FeaturedPostsQuery, FeaturedPostsQueryVariables>;
export const PopularPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popularPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]} as unknown as DocumentNode<PopularPostsQuery, PopularPostsQueryVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const PopularTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popularTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<PopularTagsQuery, PopularTagsQueryVariables>;
export const AllTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AllTagsQuery, AllTagsQueryVariables>;
export const PostsByTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostsByTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postsByTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<PostsByTagQuery, PostsByTagQueryVariables>;