import type { MouseEvent } from 'react';

/**
 * Whether a click on a link should be left to the browser: another button than the main one, or
 * a modifier key (new tab or window, download), as the browser treats them.
 */
export function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
