// npm run bench:weight: starts the production server (api/dist serving web/dist) on a throwaway
// embedded database filled with the demo content (or on the configured one when DATABASE_URL or
// DATA_DIR is set), loads the home page and a post page in Chromium (desktop, a fresh cache each)
// and prints what each downloads: JavaScript (gzip -9 per script, the issue's measure, and the
// bytes sent), CSS and fonts, with the JavaScript split by chunk group. Writes the table into
// bench/results.md. Run by Node's TypeScript type stripping (no build step for this file).
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../web/e2e/support/browser.ts';
import { kb, measurePage, total, type Resource } from './page-weight.ts';
import { PAGE_WEIGHT_SECTION, writeSection } from './results-file.ts';
import { firstPostPath, measuredDatabase, startFlags, startServer, stopServer } from './server.ts';

/** The first page's JavaScript budget (gzip). */
const FIRST_PAGE_JS_TARGET_KB = 100;

/**
 * Chunk groups of the build (web/vite.config.ts names the vendor chunks); every other script is
 * the site's own code (the app shell, the page and its feature chunks, generated documents).
 */
const GROUPS: { label: string; test: RegExp }[] = [
  { label: 'react + react-dom', test: /^react-/ },
  { label: 'Apollo Client (with graphql, rxjs)', test: /^apollo-/ },
  { label: 'react-router', test: /^router-/ },
  { label: 'react-intl', test: /^intl-/ },
  { label: 'date-fns', test: /^date-fns-/ },
];
const OUR_CODE = 'our code';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '4920' } } });
const base = `http://127.0.0.1:${args.port}`;

interface Measured {
  name: string;
  path: string;
  resources: Resource[];
}

const groupOf = (resource: Resource) =>
  GROUPS.find((group) => group.test.test(resource.path.split('/').pop() ?? ''))?.label ?? OUR_CODE;

/** The table of one measure per page, as Markdown. */
function section(pages: Measured[], database: string): string {
  const row = (label: string, cell: (page: Measured) => string) => `| ${label} | ${pages.map(cell).join(' | ')} |`;
  const scripts = (page: Measured, label: string) =>
    page.resources.filter((resource) => resource.kind === 'script' && groupOf(resource) === label);
  const jsGzip = (page: Measured) => total(page.resources, 'script', 'gzip') / 1024;
  return [
    `## ${PAGE_WEIGHT_SECTION}`,
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:weight\`: Chromium at ` +
      `1280 px, empty cache, each page loaded until the network is idle; production server on ${database}. ` +
      'JavaScript gzip is each script at gzip -9 (the target is written in it); "sent" is what went over the wire ' +
      '(the server sends its prebuilt Brotli files to a browser that accepts them; fonts are woff2, already compressed). ' +
      '1 KB = 1024 bytes.',
    '',
    `| Measure | ${pages.map((page) => `${page.name} (\`${page.path}\`)`).join(' | ')} |`,
    `|---|${pages.map(() => '---|').join('')}`,
    row(`JavaScript, gzip -9 (target ≤ ${FIRST_PAGE_JS_TARGET_KB} KB)`, (page) => {
      const gzip = jsGzip(page);
      return `${gzip.toFixed(1)} KB ${gzip <= FIRST_PAGE_JS_TARGET_KB ? 'ok' : 'MISSED'}`;
    }),
    ...[...GROUPS.map((group) => group.label), OUR_CODE].map((label) =>
      row(`- ${label}`, (page) => {
        const files = scripts(page, label);
        return files.length ? `${kb(files.reduce((sum, file) => sum + file.gzip, 0))} KB (${files.length})` : '–';
      }),
    ),
    row('JavaScript, sent', (page) => `${kb(total(page.resources, 'script', 'sent'))} KB`),
    row(
      'CSS, gzip -9 / sent',
      (page) =>
        `${kb(total(page.resources, 'stylesheet', 'gzip'))} / ${kb(total(page.resources, 'stylesheet', 'sent'))} KB`,
    ),
    row('Fonts, sent', (page) => {
      const fonts = page.resources.filter((resource) => resource.kind === 'font');
      return `${kb(total(page.resources, 'font', 'sent'))} KB (${fonts.length} files)`;
    }),
    '',
    ...pages.map(
      (page) =>
        `${page.name}, our scripts (gzip): ${scripts(page, OUR_CODE)
          .map((file) => `${(file.path.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '')} ${kb(file.gzip)}`)
          .join(', ')}.`,
    ),
    ...pages.map(
      (page) =>
        `${page.name} fonts: ${
          page.resources
            .filter((resource) => resource.kind === 'font')
            .map((font) => `${font.path.split('/').pop()} ${kb(font.sent)} KB`)
            .join(', ') || 'none'
        }.`,
    ),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const db = await measuredDatabase();
  const { server } = await startServer({ port: Number(args.port), flags: await startFlags(), env: db.env });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await stopServer(server);
    await db.remove();
    throw error;
  });
  try {
    const targets: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
      { name: 'Home', path: '/', ready: (page) => page.locator('article.post-card').first().waitFor() },
      {
        name: 'Post',
        path: await firstPostPath(base),
        ready: (page) => page.locator('article.article h1').first().waitFor(),
      },
    ];
    const pages: Measured[] = [];
    for (const { name, path, ready } of targets) {
      pages.push({ name, path, resources: await measurePage(browser, `${base}${path}`, ready) });
    }
    const markdown = section(pages, db.label);
    console.log(markdown);
    await writeSection(markdown);
  } finally {
    await browser.close();
    await stopServer(server);
    await db.remove();
  }
}

await main();
