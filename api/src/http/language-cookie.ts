/** The cookie the reader site keeps the reader's language in (beside localStorage). */
const LANGUAGE_COOKIE = /(?:^|;\s*)user-language=(en|fr|es|it)(?:;|$)/;

/** @returns the `user-language` cookie's value when it names a language of the site. */
export function languageCookie(header: string | undefined): string | undefined {
  return header ? LANGUAGE_COOKIE.exec(header)?.[1] : undefined;
}
