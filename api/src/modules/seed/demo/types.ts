import type { CoverSpec } from '../cover-art.js';

/** The demo articles, in the order they are created. */
export const ARTICLE_KEYS = [
  'beginning-of-wisdom',
  'pray-without-ceasing',
  'sabbath-rest',
  'forgiveness',
  'open-table',
  'gratitude-lean-seasons',
  'psalms-of-ascent',
  'advent-waiting',
] as const;

export type ArticleKey = (typeof ARTICLE_KEYS)[number];

export interface DemoSection {
  title: string;
  /** Rich text as the editor produces it (sanitized on save like any post). */
  html: string;
}

export interface DemoComment {
  name: string;
  email: string;
  content: string;
}

/** One article written in one language. */
export interface DemoText {
  title: string;
  excerpt: string;
  tags: string[];
  sections: DemoSection[];
  comments?: DemoComment[];
  /** Defaults to true. */
  allowComments?: boolean;
}

/** An article's language-independent facts: its cover, its date and how it is published. */
export interface DemoArticle {
  key: ArticleKey;
  cover: CoverSpec;
  /** The post's date is this many days before the seed runs (negative: in the future). */
  daysAgo: number;
  /** published (default), draft, or scheduled (needs a negative daysAgo). */
  status?: 'published' | 'draft' | 'scheduled';
  /** Position in the featured list (0 first); the English version is the one featured. */
  featured?: number;
}

/** The texts of one language, by article; an article missing here has no version in that language. */
export type DemoLanguage = Partial<Record<ArticleKey, DemoText>>;
