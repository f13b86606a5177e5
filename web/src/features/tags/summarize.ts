/**
 * The tags page's summary: topics shown, their total posts, and the average posts per topic,
 * rounded (0 when no topic is shown).
 */
export function summarizeTags(tags: readonly { count: number }[]): { topics: number; posts: number; average: number } {
  const posts = tags.reduce((sum, { count }) => sum + count, 0);
  return { topics: tags.length, posts, average: tags.length ? Math.round(posts / tags.length) : 0 };
}
