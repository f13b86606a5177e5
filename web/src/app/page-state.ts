/** Ids of the JSON blocks a server-rendered page carries for the browser that hydrates it. */
export const STATE_IDS = {
  /** The Apollo cache the page was rendered from (client.extract()). */
  apollo: '__APOLLO_STATE__',
  /** How the page was rendered (RenderedPage: origin, language). */
  page: '__RENDERED_PAGE__',
} as const;

/**
 * @returns `value` as JSON that is safe as the text of a `<script type="application/json">`:
 * every `<` is written `\u003c`, so no text in it can close the script (`</script>`) or open a
 * comment, and U+2028/U+2029 are escaped as well. JSON.parse gives the value back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** @returns the value of the page's JSON block `id`, or undefined when the page has none. */
export function readPageState<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
