// The site's typefaces, self-hosted from npm: Inter as one variable font for the interface (400 to
// 700 from one file per subset) and Source Serif 4 for reading, in the three faces the style
// sheets use (regular, italic, semibold: headings, strong text and the logo). The build keeps only
// their Latin and Latin Extended woff2 files (scripts/latin-fonts.ts).
import '@fontsource-variable/inter/wght.css';
import '@fontsource/source-serif-4/400.css';
import '@fontsource/source-serif-4/400-italic.css';
import '@fontsource/source-serif-4/600.css';
