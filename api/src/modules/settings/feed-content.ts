import { registerEnumType } from 'type-graphql';

/**
 * What each item of the RSS and Atom feeds carries: the whole post (its sections as sanitized
 * HTML) or its excerpt alone. Full text is the default, as in WordPress ("For each post in a
 * feed, include: Full text") and Ghost: readers read in their feed reader, and the excerpt is
 * still sent as the item's summary.
 */
export enum FeedContent {
  FULL = 'full',
  EXCERPT = 'excerpt',
}

registerEnumType(FeedContent, {
  name: 'FeedContent',
  description: 'What feed items carry: FULL (the whole post as HTML, with its excerpt as summary) or EXCERPT alone.',
  valuesConfig: {
    FULL: { description: 'The whole post as HTML, with its summary alongside (the default).' },
    EXCERPT: {
      description: 'The summary alone: the excerpt, or the start of the text (at most 300 characters) without one.',
    },
  },
});

export const FEED_CONTENTS = Object.values(FeedContent);
