/** `post(id:)` for an all-digit route parameter, `post(slug:)` otherwise. */
export function postLookup(param: string): { id?: string; slug?: string } {
  return /^\d+$/.test(param) ? { id: param } : { slug: param };
}
