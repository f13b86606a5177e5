/**
 * Returns a URL-safe slug: accents folded, lower case, words joined by '-', at most 80 characters.
 * Purely numeric results get a 'post-' prefix so a slug is never mistaken for an id.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  if (!slug) return 'post';
  return /^\d+$/.test(slug) ? `post-${slug}` : slug;
}
