import type { Locale, PostInput, PostStatus } from '../../gql/schema-types';
import type { EditorPostQuery } from './api/post-editor.generated';
import { deserializeHtml } from './html/deserialize';
import { serializeHtml } from './html/serialize';
import { emptyValue, type RichTextValue } from './rich-text-types';

/** The two statuses the editor sends: its buttons toggle between them. */
export type EditorStatus = Extract<PostStatus, 'DRAFT' | 'TO_PUBLISH'>;

export interface SectionDraft {
  /** Stable React key (sections move). */
  key: string;
  /** The saved section's id: kept so the server updates it rather than replacing it. */
  id?: string;
  title: string;
  value: RichTextValue;
  imageId?: string | null;
}

export interface PostForm {
  title: string;
  excerpt: string;
  sections: SectionDraft[];
  coverId: string | null;
  cover: string | null;
  mainTags: string[];
  tags: string[];
  /** yyyy-mm-dd, in the browser's time zone (the date picker's value). */
  date: string;
  author: string;
  allowComments: boolean;
  status: EditorStatus;
  locale: Locale;
}

/** The defaults of a new post. */
export const DEFAULT_AUTHOR = 'Admin';
/** Cards show a post's first two tags: those are its main tags. */
export const MAIN_TAG_COUNT = 2;

let keySeed = 0;
export const sectionKey = () => `section-${Date.now().toString(36)}-${(keySeed++).toString(36)}`;

/** 'Section {n}' (n from 1): the title of a new section. */
export function newSection(number: number, title = `Section ${number}`): SectionDraft {
  return { key: sectionKey(), title, value: emptyValue() };
}

/** Swaps a section with its neighbour; out-of-range moves change nothing. */
export function moveSection<T>(sections: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= sections.length || target < 0 || target >= sections.length) return sections.slice();
  const next = sections.slice();
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Removes a section, never the last one (its delete button is disabled). */
export function removeSection<T>(sections: readonly T[], index: number): T[] {
  if (sections.length <= 1) return sections.slice();
  return sections.filter((_, i) => i !== index);
}

/** Adds a typed tag: trimmed, only when not empty and not there yet (compared case-insensitively). */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return tags.slice();
  return [...tags, tag];
}

/** Main tags then tags, one list without repeats. */
export function mergeTags(mainTags: readonly string[], tags: readonly string[]): string[] {
  return [...mainTags, ...tags].reduce<string[]>((all, tag) => addTag(all, tag), []);
}

/** yyyy-mm-dd of a date in the browser's time zone. */
export function toDateInput(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : new Date();
  if (Number.isNaN(date.getTime())) return toDateInput(new Date());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The post date to send for the picker's day. The loaded date keeps its time when its day is
 * unchanged; today means now (a post sent to publish goes out at once); another day means the
 * start of that day in the browser's time zone (a future one schedules the post for it).
 */
export function dateInputToIso(day: string, original: string | null, now = new Date()): string {
  if (original && toDateInput(original) === day) return new Date(original).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day === toDateInput(now)) return now.toISOString();
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date).toISOString();
}

/** A blank post: one empty section 'Section 1', default author, draft, comments allowed. */
export function blankForm(locale: Locale): PostForm {
  return {
    title: '',
    excerpt: '',
    sections: [newSection(1)],
    coverId: null,
    cover: null,
    mainTags: [],
    tags: [],
    date: toDateInput(new Date()),
    author: DEFAULT_AUTHOR,
    allowComments: true,
    status: 'DRAFT',
    locale,
  };
}

type LoadedPost = EditorPostQuery['adminPost'];

/** The form for a loaded post. */
export function formFromPost(post: LoadedPost): PostForm {
  const sections = [...post.sections].sort((a, b) => a.orderIndex - b.orderIndex);
  return {
    title: post.title,
    excerpt: post.excerpt,
    sections: (sections.length ? sections : [{ id: undefined, title: 'Section 1', content: '', imageId: null }]).map(
      (section) => ({
        key: sectionKey(),
        id: section.id,
        title: section.title,
        value: deserializeHtml(section.content),
        imageId: section.imageId ?? null,
      }),
    ),
    coverId: post.coverId ?? null,
    cover: post.cover ?? null,
    mainTags: post.tags.slice(0, MAIN_TAG_COUNT),
    tags: post.tags.slice(MAIN_TAG_COUNT),
    date: toDateInput(post.date),
    author: post.author,
    allowComments: post.allowComments,
    status: post.status === 'DRAFT' ? 'DRAFT' : 'TO_PUBLISH',
    locale: post.locale,
  };
}

/** A new post translating `source` into `locale`: its content prefilled, as a draft dated today. */
export function translationForm(source: LoadedPost, locale: Locale): PostForm {
  const form = formFromPost(source);
  return {
    ...form,
    sections: form.sections.map(({ id: _id, ...section }) => ({ ...section, key: sectionKey() })),
    date: toDateInput(new Date()),
    status: 'DRAFT',
    locale,
  };
}

/** What createPost / updatePost receive. */
export function toPostInput(
  form: PostForm,
  options: { version?: number | null; translationOf?: string | null; originalDate?: string | null; now?: Date },
): PostInput {
  return {
    title: form.title.trim(),
    excerpt: form.excerpt.trim(),
    sections: form.sections.map((section, index) => ({
      ...(section.id ? { id: section.id } : {}),
      title: section.title,
      content: serializeHtml(section.value),
      imageId: section.imageId ?? null,
      orderIndex: index,
    })),
    coverId: form.coverId,
    author: form.author.trim() || DEFAULT_AUTHOR,
    tags: mergeTags(form.mainTags, form.tags),
    date: dateInputToIso(form.date, options.originalDate ?? null, options.now),
    status: form.status,
    allowComments: form.allowComments,
    locale: form.locale,
    ...(options.version != null ? { version: options.version } : {}),
    ...(options.translationOf ? { translationOf: options.translationOf } : {}),
  };
}

/** A comparable picture of the form: equal snapshots mean nothing to save. */
export function formSnapshot(form: PostForm): string {
  return JSON.stringify({
    ...form,
    sections: form.sections.map((section) => [section.id ?? null, section.title, serializeHtml(section.value)]),
  });
}

/**
 * After a save: gives the sections it sent the ids the server returned for them (matched by the
 * order they were sent in), in the form as it was sent or as it has become since (the text can
 * change while a save is under way). Sections left unchanged stay the same objects.
 */
export function withSavedSectionIds(
  sent: readonly SectionDraft[],
  saved: readonly { id: string; orderIndex: number }[],
): (sections: readonly SectionDraft[]) => SectionDraft[] {
  const ordered = [...saved].sort((a, b) => a.orderIndex - b.orderIndex);
  const idByKey = new Map(sent.map((section, index) => [section.key, ordered[index]?.id]));
  return (sections) =>
    sections.map((section) => {
      const id = idByKey.get(section.key);
      return id && id !== section.id ? { ...section, id } : section;
    });
}
