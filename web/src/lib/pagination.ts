export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered buttons of a pager: every page when there are 5 or fewer; otherwise the first
 * page, the pages next to the current one, ellipses for the gaps, and the last page.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  let from = Math.max(2, page - 1);
  let to = Math.min(total - 1, page + 1);
  // Keep three neighbours visible at the edges (1 2 3 4 … 9 rather than 1 2 … 9).
  if (page <= 3) to = 4;
  if (page >= total - 2) from = total - 3;
  // An ellipsis never hides a single page.
  if (from === 3) from = 2;
  if (to === total - 2) to = total - 1;
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let n = from; n <= to; n++) items.push(n);
  if (to < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

/** A page number from a URL parameter: an integer from 1, else 1. */
export function parsePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** @returns the URL of page `page` of the list at `pathname`: `search`'s other parameters kept, no `page` for page 1. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
