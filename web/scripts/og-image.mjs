// Draws the site's social card (public/og-image.png, 1200x630) with Debian's Chromium.
// Run again after changing the brand: `node scripts/og-image.mjs` (from web/).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const font = (name) =>
  pathToFileURL(join(web, '..', 'node_modules', '@fontsource', name.split('/')[0], 'files', name.split('/')[1])).href;

const html = `<!doctype html><html><head><style>
@font-face { font-family: Serif; src: url(${font('source-serif-4/source-serif-4-latin-700-normal.woff2')}); font-weight: 700; }
@font-face { font-family: Sans; src: url(${font('inter/inter-latin-500-normal.woff2')}); font-weight: 500; }
html, body { margin: 0; }
.card { width: 1200px; height: 630px; box-sizing: border-box; padding: 88px 96px; position: relative; overflow: hidden;
  background: linear-gradient(160deg, #faf7f2 0%, #f6e7da 100%); color: #1f1b16; font-family: Sans; }
.hills { position: absolute; inset: auto 0 0 0; }
.mark { display: flex; align-items: center; gap: 28px; }
h1 { font-family: Serif; font-weight: 700; font-size: 92px; margin: 0; letter-spacing: -1px; }
p { font-size: 36px; line-height: 1.35; margin: 44px 0 0; max-width: 880px; color: #5a5145; }
.langs { margin-top: 36px; font-size: 26px; letter-spacing: 3px; color: #8a3b12; }
</style></head><body><div class="card">
  <div class="mark">
    <svg width="112" height="112" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="#8a3b12"/>
      <path d="M8 11c3-1.3 6.3-1.1 10 1 3.7-2.1 7-2.3 10-1v14c-3-1.3-6.3-1.1-10 1-3.7-2.1-7-2.3-10-1z" fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/>
      <path d="M18 12v14" stroke="#fff" stroke-width="1.8"/></svg>
    <h1>Wisdom Blog</h1>
  </div>
  <p>Bible studies and reflections on Christian living.</p>
  <div class="langs">ENGLISH · FRANÇAIS · ESPAÑOL · ITALIANO</div>
  <svg class="hills" width="1200" height="170" viewBox="0 0 1200 170">
    <circle cx="1010" cy="88" r="62" fill="#f2c29b" opacity="0.85"/>
    <path d="M0 90 C240 20 460 60 680 80 S1020 110 1200 40 V170 H0Z" fill="#d9b89a"/>
    <path d="M0 140 C280 90 560 120 820 140 S1080 150 1200 120 V170 H0Z" fill="#c99d78"/>
  </svg>
</div></body></html>`;

const dir = mkdtempSync(join(tmpdir(), 'og-'));
writeFileSync(join(dir, 'card.html'), html);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(pathToFileURL(join(dir, 'card.html')).href);
await page.evaluate('document.fonts.ready');
await page.screenshot({ path: join(web, 'public', 'og-image.png'), type: 'png' });
await browser.close();
console.log('wrote public/og-image.png');
