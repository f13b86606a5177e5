import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import serifLatinSemibold from '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2?url';
import { preload } from 'react-dom';

/**
 * Asks the browser for the two font files every public page draws first (the interface's Inter
 * and the semibold serif of the logo and headings) while it still loads the style sheet, so text
 * appears in its own font without a late swap. Call during render: React 19 puts the
 * `<link rel="preload">` into the document head, once per URL.
 */
export function preloadFonts(): void {
  for (const href of [interLatin, serifLatinSemibold]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
