/** The comparison key of a tag: tags are compared case-insensitively. */
export const tagKey = (tag: string) => tag.trim().toLocaleLowerCase('en');

/** Trims tags, drops empty ones and keeps the first spelling of case-insensitive duplicates. */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tagKey(tag);
    if (tag && !seen.has(key)) {
      seen.add(key);
      result.push(tag);
    }
  }
  return result;
}
