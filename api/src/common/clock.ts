/**
 * The application's clock: what "now" means to every rule that depends on time (which posts
 * readers see, the status a post shows, the publication time a save stores, when the response
 * cache must look again). One clock, passed to whoever needs it, so a test can stand at any
 * instant and every part of the server agrees on it.
 */
export type Clock = () => Date;

/** The machine's time. */
export const systemClock: Clock = () => new Date();

/** @returns a clock that always reads `at` (one request reads the content at one instant). */
export const fixedClock =
  (at: Date): Clock =>
  () =>
    at;

const instants = new WeakMap<object, Date>();

/**
 * Fixes the instant `request` reads the content at. The response cache calls it with the instant
 * of the content state it checked, so an answer it stores is computed for exactly that state.
 */
export function setReadInstant(request: object, at: Date): void {
  instants.set(request, at);
}

/** @returns the instant `request` reads the content at: the one fixed for it, else `clock`'s now. */
export function readInstant(request: object, clock: Clock): Date {
  let at = instants.get(request);
  if (!at) {
    at = clock();
    instants.set(request, at);
  }
  return at;
}
