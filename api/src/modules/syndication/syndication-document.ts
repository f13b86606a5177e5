/** An XML or text document served at a fixed path of the site (feeds, sitemaps). */
export interface SyndicationDocument {
  body: string;
  /** The Content-Type header, charset included. */
  contentType: string;
  /** When what the document shows last changed (Last-Modified); null when nothing dates it. */
  lastModified: Date | null;
}

/** @returns the latest of `dates`, ignoring missing ones; null when none is given. */
export function latest(dates: (Date | null | undefined)[]): Date | null {
  let result: Date | null = null;
  for (const date of dates) if (date && (!result || date > result)) result = date;
  return result;
}
