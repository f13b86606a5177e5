import { createContext, type ReactNode, useContext } from 'react';

/** What a server render found out about the page it rendered. */
export interface RenderStatus {
  /** The HTTP status the page is answered with: 200, or 404 once a page said it shows nothing. */
  code: number;
}

// null in the browser: nobody reads a status there.
const RenderStatusContext = createContext<RenderStatus | null>(null);

/** Lets the pages below report their HTTP status to the server render holding `status`. */
export function RenderStatusProvider({ status, children }: { status: RenderStatus; children: ReactNode }) {
  return <RenderStatusContext.Provider value={status}>{children}</RenderStatusContext.Provider>;
}

/**
 * Marks the page being rendered as not found: the server answers it with 404. Call it while
 * rendering what a reader sees for an unknown post, tag, year or path; in the browser it does nothing.
 */
export function useNotFoundStatus(notFound = true): void {
  const status = useContext(RenderStatusContext);
  // A render-time write, not an effect: effects never run on the server, and the status is
  // read once the render is complete.
  if (status && notFound) status.code = 404;
}
