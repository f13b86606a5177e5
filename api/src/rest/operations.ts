/**
 * The stored GraphQL operations behind the legacy REST paths. REST runs
 * these in-process, so the public schema is the only contract both faces share; keeping them as
 * strings (not .graphql files) lets the swc build ship them without a copy step.
 *
 * Variables are named after the REST request fields they come from, so a GraphQL variable
 * error already names the field the caller got wrong.
 */

/** Every field of a post in REST answers; shaped by `toRestPost`. */
const POST = /* GraphQL */ `
  fragment RestPost on Post {
    id
    slug
    locale
    title
    excerpt
    sections {
      id
      title
      content
      image
      imageId
      orderIndex
    }
    cover
    coverId
    author
    tags
    date
    status
    allowComments
    featured
    createdAt
    updatedAt
    content
    commentCount
    version
  }
`;

/** Comments as readers see them; the commenter's e-mail is not in the schema at all. */
const COMMENT = /* GraphQL */ `
  fragment RestComment on Comment {
    id
    name
    content
    createdAt
    status
    byAuthor
  }
`;

/** A comment as the owner moderates it (admin paths only). */
const MODERATED_COMMENT = /* GraphQL */ `
  fragment RestModeratedComment on ModeratedComment {
    id
    name
    email
    content
    createdAt
    status
    reasons
    byAuthor
    parentId
    post {
      id
      slug
      title
    }
  }
`;

const PAGE = /* GraphQL */ `
  fragment RestPostPage on PostPage {
    items {
      ...RestPost
    }
    page
    pageSize
    totalItems
    totalPages
  }
`;

const FEATURED_ENTRY = /* GraphQL */ `
  fragment RestFeaturedEntry on FeaturedEntry {
    id
    orderIndex
    post {
      ...RestPost
    }
  }
`;

const API_TOKEN = /* GraphQL */ `
  fragment RestApiToken on ApiToken {
    id
    name
    scopes
    hint
    createdAt
    regeneratedAt
    expiresAt
    lastUsedAt
  }
`;

export const OPERATIONS = {
  login: /* GraphQL */ `
    mutation RestLogin($email: String!, $password: String!) {
      login(email: $email, password: $password) {
        token
      }
    }
  `,

  logout: /* GraphQL */ `
    mutation RestLogout {
      logout
    }
  `,

  changePassword: /* GraphQL */ `
    mutation RestChangePassword($current: String!, $next: String!) {
      changePassword(current: $current, next: $next) {
        token
        expiresAt
      }
    }
  `,

  // One document for both lists: @include keeps the admin field (and its auth check) out of
  // public requests entirely.
  listPosts: /* GraphQL */ `
    query RestListPosts(
      $page: Int!
      $pageSize: Int
      $search: String
      $locale: Locale
      $preferLocale: Locale
      $passage: String
      $admin: Boolean!
    ) {
      posts(page: $page, pageSize: $pageSize, search: $search, locale: $locale, preferLocale: $preferLocale)
        @skip(if: $admin) {
        ...RestPostPage
      }
      adminPosts(page: $page, pageSize: $pageSize, search: $search, locale: $locale, passage: $passage)
        @include(if: $admin) {
        ...RestPostPage
      }
    }
    ${PAGE}
    ${POST}
  `,

  // A numeric key is an id, anything else a slug (the route retries a numeric key that is no id as a slug).
  getPost: /* GraphQL */ `
    query RestGetPost($id: ID, $slug: String!, $numeric: Boolean!) {
      byId: post(id: $id) @include(if: $numeric) {
        ...RestPost
        comments {
          ...RestComment
          replies {
            ...RestComment
          }
        }
      }
      bySlug: post(slug: $slug) @skip(if: $numeric) {
        ...RestPost
        comments {
          ...RestComment
          replies {
            ...RestComment
          }
        }
      }
    }
    ${POST}
    ${COMMENT}
  `,

  postsByPassage: /* GraphQL */ `
    query RestPostsByPassage($ref: String!, $page: Int!, $pageSize: Int, $locale: Locale) {
      postsByPassage(reference: $ref, page: $page, pageSize: $pageSize, locale: $locale) {
        ...RestPostPage
      }
    }
    ${PAGE}
    ${POST}
  `,

  featuredPosts: /* GraphQL */ `
    query RestFeaturedPosts {
      featuredPosts {
        ...RestPost
      }
    }
    ${POST}
  `,

  popularPosts: /* GraphQL */ `
    query RestPopularPosts($limit: Int!) {
      popularPosts(limit: $limit) {
        ...RestPost
      }
    }
    ${POST}
  `,

  popularTags: /* GraphQL */ `
    query RestPopularTags {
      popularTags {
        tag
        count
      }
    }
  `,

  postsByTag: /* GraphQL */ `
    query RestPostsByTag($tag: String!, $cursor: String, $limit: Int, $locale: Locale) {
      postsByTag(tag: $tag, after: $cursor, first: $limit, locale: $locale) {
        edges {
          node {
            ...RestPost
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
    ${POST}
  `,

  addComment: /* GraphQL */ `
    mutation RestAddComment($id: ID!, $input: CommentInput!) {
      addComment(postId: $id, input: $input) {
        ...RestComment
      }
    }
    ${COMMENT}
  `,

  listComments: /* GraphQL */ `
    query RestListComments($status: CommentStatus, $postId: ID, $search: String, $page: Int!, $pageSize: Int) {
      comments(status: $status, postId: $postId, search: $search, page: $page, pageSize: $pageSize) {
        items {
          ...RestModeratedComment
        }
        page
        pageSize
        totalItems
        totalPages
        counts {
          all
          pending
          approved
          spam
          trash
        }
      }
    }
    ${MODERATED_COMMENT}
  `,

  pendingCommentCount: /* GraphQL */ `
    query RestPendingCommentCount {
      pendingCommentCount
    }
  `,

  moderateComments: /* GraphQL */ `
    mutation RestModerateComments($ids: [ID!]!, $action: CommentAction!) {
      moderateComments(ids: $ids, action: $action) {
        comments {
          ...RestModeratedComment
        }
        deletedIds
      }
    }
    ${MODERATED_COMMENT}
  `,

  updateComment: /* GraphQL */ `
    mutation RestUpdateComment($id: ID!, $content: String!) {
      updateComment(id: $id, content: $content) {
        ...RestModeratedComment
      }
    }
    ${MODERATED_COMMENT}
  `,

  replyToComment: /* GraphQL */ `
    mutation RestReplyToComment($id: ID!, $content: String!) {
      replyToComment(id: $id, content: $content) {
        ...RestModeratedComment
      }
    }
    ${MODERATED_COMMENT}
  `,

  sendContactMessage: /* GraphQL */ `
    mutation RestSendContactMessage($input: ContactInput!) {
      sendContactMessage(input: $input)
    }
  `,

  createPost: /* GraphQL */ `
    mutation RestCreatePost($input: PostInput!) {
      createPost(input: $input) {
        ...RestPost
      }
    }
    ${POST}
  `,

  updatePost: /* GraphQL */ `
    mutation RestUpdatePost($id: ID!, $input: PostInput!) {
      updatePost(id: $id, input: $input) {
        ...RestPost
      }
    }
    ${POST}
  `,

  deletePost: /* GraphQL */ `
    mutation RestDeletePost($id: ID!) {
      deletePost(id: $id)
    }
  `,

  uploadImage: /* GraphQL */ `
    mutation RestUploadImage($file: Upload!) {
      uploadImage(file: $file) {
        id
        url
      }
    }
  `,

  addFeatured: /* GraphQL */ `
    mutation RestAddFeatured($blogId: ID!, $orderIndex: Int) {
      addFeatured(postId: $blogId, orderIndex: $orderIndex) {
        ...RestFeaturedEntry
      }
    }
    ${FEATURED_ENTRY}
    ${POST}
  `,

  removeFeatured: /* GraphQL */ `
    mutation RestRemoveFeatured($blogId: ID!) {
      removeFeatured(postId: $blogId)
    }
  `,

  apiTokens: /* GraphQL */ `
    query RestApiTokens {
      apiTokens {
        ...RestApiToken
      }
    }
    ${API_TOKEN}
  `,

  createApiToken: /* GraphQL */ `
    mutation RestCreateApiToken($name: String!, $scopes: [ApiScope!]!, $expiresAt: DateTimeISO) {
      createApiToken(input: { name: $name, scopes: $scopes, expiresAt: $expiresAt }) {
        secret
        token {
          ...RestApiToken
        }
      }
    }
    ${API_TOKEN}
  `,

  regenerateApiToken: /* GraphQL */ `
    mutation RestRegenerateApiToken($id: ID!) {
      regenerateApiToken(id: $id) {
        secret
        token {
          ...RestApiToken
        }
      }
    }
    ${API_TOKEN}
  `,

  revokeApiToken: /* GraphQL */ `
    mutation RestRevokeApiToken($id: ID!) {
      revokeApiToken(id: $id)
    }
  `,

  contactMessages: /* GraphQL */ `
    query RestContactMessages($page: Int!, $pageSize: Int, $unread: Boolean, $search: String) {
      contactMessages(page: $page, pageSize: $pageSize, unread: $unread, search: $search) {
        items {
          id
          fullName
          email
          message
          createdAt
          read
        }
        page
        pageSize
        totalItems
        totalPages
        unreadCount
      }
    }
  `,

  markMessagesRead: /* GraphQL */ `
    mutation RestMarkMessagesRead($ids: [ID!]!, $read: Boolean) {
      markMessagesRead(ids: $ids, read: $read)
    }
  `,

  deleteMessages: /* GraphQL */ `
    mutation RestDeleteMessages($ids: [ID!]!) {
      deleteMessages(ids: $ids)
    }
  `,

  changes: /* GraphQL */ `
    query RestChanges($since: String, $first: Int) {
      changes(since: $since, first: $first) {
        changes {
          kind
          key
          removed
          post {
            ...RestPost
          }
        }
        next
        hasMore
      }
    }
    ${POST}
  `,

  biblePassage: /* GraphQL */ `
    query RestBiblePassage($ref: String!, $translation: String) {
      passage(reference: $ref, translation: $translation) {
        osis
        label
        truncated
        translation {
          code
          name
          shortName
          language
          licence
          verseCount
        }
        verses {
          book
          chapter
          verse
          text
          osis
        }
      }
    }
  `,

  scriptureIndex: /* GraphQL */ `
    query RestScriptureIndex($locale: Locale!) {
      scriptureIndex(locale: $locale) {
        postCount
        books {
          osis
          name
          testament
          postCount
          chapters {
            chapter
            osis
            postCount
          }
        }
      }
    }
  `,
} as const;

export type OperationName = keyof typeof OPERATIONS;

/** A post as the GraphQL fragment returns it (status is the upper-case enum). */
export interface GqlPost {
  status: string;
  comments?: GqlComment[];
  [field: string]: unknown;
}

export interface GqlComment {
  id: string;
  name: string;
  content: string;
  createdAt: string;
  /** The upper-case enum (APPROVED, PENDING). */
  status: string;
  byAuthor: boolean;
  replies?: GqlComment[];
}

/** A comment of the moderation list as GraphQL returns it (status as the upper-case enum). */
export interface GqlModeratedComment {
  status: string;
  [field: string]: unknown;
}

/** A page of the moderation list as GraphQL returns it. */
export interface GqlCommentPage {
  items: GqlModeratedComment[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  counts: Record<string, number>;
}

export interface GqlPostPage {
  items: GqlPost[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

export interface GqlFeaturedEntry {
  id: string;
  orderIndex: number;
  post: GqlPost;
}

/** An API token as GraphQL returns it (scopes as enum names, e.g. DRAFTS_READ). */
export interface GqlApiToken {
  id: string;
  scopes: string[];
  [field: string]: unknown;
}

/** A page of the owner's inbox as GraphQL returns it. */
export interface GqlMessagePage {
  items: { id: string; fullName: string; email: string; message: string; createdAt: string; read: boolean }[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  unreadCount: number;
}

/** A page of the change feed as GraphQL returns it (kind as the upper-case enum). */
export interface GqlChangePage {
  changes: { kind: string; key: string; removed: boolean; post: GqlPost | null }[];
  next: string;
  hasMore: boolean;
}
