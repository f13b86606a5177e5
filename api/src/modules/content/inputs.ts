import { validate } from 'class-validator';
import { fieldMessages, invalidFields } from '../../common/validation.js';
import type { Locale } from '../../common/locale.js';
import { PostInput, SectionInput } from '../post/post.inputs.js';
import type { PostStatus } from '../post/post-status.js';
import type { SiteSettingsData } from '../settings/settings.defaults.js';
import { SiteSettingsInput, SiteTextsInput, SocialLinkInput } from '../settings/settings.types.js';
import { CommentInput } from '../comment/comment.inputs.js';

/**
 * Checks an input object against its class-validator bounds, as the GraphQL layer does for
 * the same input classes.
 * @returns the input, for chaining.
 * @throws BAD_USER_INPUT naming each invalid field.
 */
export async function validated<T extends object>(input: T): Promise<T> {
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
export function toSettingsInput(data: SiteSettingsData): SiteSettingsInput {
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
  });
}
