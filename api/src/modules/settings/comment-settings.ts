import { registerEnumType } from 'type-graphql';

/**
 * Which new comments wait for the owner before readers see them. FIRST_TIME is the default, as
 * in WordPress ("Comment author must have a previously approved comment"): regular commenters
 * are published at once, strangers are read first.
 */
export enum CommentModeration {
  ALL = 'all',
  FIRST_TIME = 'first-time',
  NONE = 'none',
}

registerEnumType(CommentModeration, {
  name: 'CommentModeration',
  description: 'Which new comments are held for moderation before readers see them.',
  valuesConfig: {
    ALL: { description: 'Hold every new comment.' },
    FIRST_TIME: {
      description: 'Hold a comment until its e-mail address has one approved comment (the default).',
    },
    NONE: { description: 'Publish at once, unless a spam rule holds it.' },
  },
});

export const COMMENT_MODERATIONS = Object.values(CommentModeration);

/** The comment rules of the site, stored with the site settings. */
export interface CommentSettingsData {
  moderation: CommentModeration;
  /** Comments close on posts dated more than this many days ago; null: never. */
  closeAfterDays: number | null;
  /** A comment with more links than this is held. */
  maxLinks: number;
  /** Words or phrases (lower-cased) whose presence in the name or text marks a comment as spam. */
  blockedWords: string[];
  /** E-mail domains (lower-cased; subdomains included) whose comments are spam. */
  blockedEmailDomains: string[];
  /** IP addresses or CIDR ranges whose comments are spam. */
  blockedIps: string[];
}

/** The rules before the owner changes any. */
export const DEFAULT_COMMENT_SETTINGS: CommentSettingsData = {
  moderation: CommentModeration.FIRST_TIME,
  closeAfterDays: null,
  maxLinks: 2,
  blockedWords: [],
  blockedEmailDomains: [],
  blockedIps: [],
};

/** @returns the stored rules completed with the defaults (a field added later reads as its default). */
export const commentSettingsOf = (stored: Partial<CommentSettingsData> | null | undefined): CommentSettingsData => ({
  ...structuredClone(DEFAULT_COMMENT_SETTINGS),
  ...(stored ? structuredClone(stored) : {}),
});
