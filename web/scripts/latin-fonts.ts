import type { Plugin } from 'vite';

/** A font style sheet of a @fontsource package (the variable and the static ones). */
const FONTSOURCE_CSS = /[\\/]@fontsource(?:-variable)?[\\/][^\\/]+[\\/][^\\/]+\.css$/;
/** The subsets the site's languages (en, fr, es, it) draw from. */
const KEPT_SUBSET = /[\\/]files[\\/][a-z0-9-]+?-(?:latin|latin-ext)-(?:\d{3}|wght|standard|opsz)-/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** A woff fallback after the woff2 source: every browser the site supports reads woff2. */
const WOFF_SOURCE = /,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g;

/**
 * Trims the style sheets of the @fontsource packages to the Latin and Latin Extended subsets in
 * woff2, so the build emits (and a reader can download) only the font files the site's four
 * languages need; Cyrillic, Greek and Vietnamese faces and the woff copies are left out. Other
 * style sheets pass through unchanged.
 */
export function latinFonts(): Plugin {
  return {
    name: 'latin-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!FONTSOURCE_CSS.test(id.split('?')[0]!)) return null;
      const trimmed = code.replace(FONT_FACE, (face) => (KEPT_SUBSET.test(face) ? face : '')).replace(WOFF_SOURCE, '');
      return { code: trimmed, map: null };
    },
  };
}
