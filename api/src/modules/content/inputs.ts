import { validate } from 'class-validator';
import { type GraphQLSchema, isInputType } from 'graphql';
import { fieldMessages, invalidFields } from '../../common/validation.js';
import { applyTextRules } from '../../graphql/input-boundary.js';
import { buildApiSchema } from '../../graphql/schema.js';
import type { Locale } from '../../common/locale.js';
import { PostInput, SectionInput } from '../post/post.inputs.js';
import type { PostStatus } from '../post/post-status.js';
import { type BundleSettings, bundledFeedContent } from './bundle.js';
import { SiteSettingsInput, SiteTextsInput, SocialLinkInput } from '../settings/settings.types.js';
import { CommentInput } from '../comment/comment.inputs.js';

let schema: Promise<GraphQLSchema> | undefined;

/**
 * Checks an input object as the API checks the same input class sent in a request: first the
 * text rules of the input boundary (free text cleaned, other text with a control character or an
 * unpaired surrogate refused), then its class-validator bounds.
 * @returns the input, for chaining.
 * @throws BAD_USER_INPUT naming each invalid field.
 */
export async function validated<T extends object>(input: T): Promise<T> {
  schema ??= buildApiSchema();
  const type = (await schema).getType(input.constructor.name);
  if (!type || !isInputType(type)) throw new Error(`${input.constructor.name} is not an input type of the API`);
  applyTextRules(input, type);
  const errors = await validate(input, { forbidUnknownValues: false });
  if (errors.length) throw invalidFields(fieldMessages(errors));
  return input;
}

/** The fields of a post as plain data (what the demo seed and the import bundle hold). */
export interface PostFields {
  title: string;
  excerpt?: string;
  slug?: string;
  locale: Locale;
  translationOf?: string;
  sections: { title?: string; content?: string; imageId?: string | null }[];
  coverId?: string | null;
  author?: string;
  tags?: string[];
  date: Date;
  status: PostStatus;
  allowComments?: boolean;
}

/** @returns a PostInput instance with the GraphQL defaults filled in (what the API's resolver receives). */
export function toPostInput(fields: PostFields): PostInput {
  return Object.assign(new PostInput(), {
    title: fields.title,
    excerpt: fields.excerpt ?? '',
    slug: fields.slug,
    locale: fields.locale,
    translationOf: fields.translationOf,
    sections: fields.sections.map((section, orderIndex) =>
      Object.assign(new SectionInput(), {
        title: section.title ?? '',
        content: section.content ?? '',
        imageId: section.imageId ?? null,
        orderIndex,
      }),
    ),
    coverId: fields.coverId ?? null,
    author: fields.author ?? 'Admin',
    tags: fields.tags ?? [],
    date: fields.date,
    status: fields.status,
    allowComments: fields.allowComments ?? true,
  });
}

/** @returns a CommentInput instance. */
export const toCommentInput = (fields: { name: string; email: string; content: string }): CommentInput =>
  Object.assign(new CommentInput(), { name: fields.name, email: fields.email, content: fields.content });

/** @returns a SiteSettingsInput instance that replaces every setting with `data`. */
export function toSettingsInput(data: BundleSettings): SiteSettingsInput {
  const link = (each: { network: string; url: string }) =>
    Object.assign(new SocialLinkInput(), { network: each.network, url: each.url });
  return Object.assign(new SiteSettingsInput(), {
    siteName: data.siteName,
    socialLinks: data.socialLinks.map(link),
    authorName: data.authorName,
    authorEmail: data.authorEmail,
    authorLinks: data.authorLinks.map(link),
    texts: Object.entries(data.texts).map(([locale, texts]) =>
      Object.assign(new SiteTextsInput(), {
        locale,
        description: texts.description,
        authorTitle: texts.authorTitle,
        authorBio: [...texts.authorBio],
      }),
    ),
    feedContent: bundledFeedContent(data),
  });
}
