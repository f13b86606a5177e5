// Draft previews on the real server: the editor's Preview button opens the saved post in a new
// tab through a short-lived link; the reader page shows it under a banner, kept out of search
// engines, hydrated from the server's render without asking the API again; an altered link says
// so (404); the draft's own address still finds nothing; without JavaScript the link still works.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, openPage, type PageOptions } from './support/browser.js';
import { failOperation } from './support/graphql.js';
import { readHead } from './support/head.js';
import { createPost } from './support/seed.js';
import { type Site, startSite } from './support/site.js';

let site: Site;
let browser: Browser;
let draft: { id: string; title: string };
let scheduled: { id: string; title: string };
let published: { id: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startSite();
  draft = await createPost(site, {
    title: 'Notes on Ecclesiastes',
    excerpt: 'A time to every purpose under heaven.',
    status: 'DRAFT',
    tags: ['wisdom'],
    sections: [{ title: 'Vanity of vanities', content: '<p>What profit hath a man of all his labour?</p>' }],
  });
  scheduled = await createPost(site, {
    title: 'Advent readings',
    sections: [{ title: 'Come', content: '<p>Prepare ye the way.</p>' }],
    date: new Date(Date.UTC(2035, 2, 5, 9)).toISOString(),
  });
  published = await createPost(site, {
    title: 'Still waters',
    sections: [{ title: 'Rest', content: '<p>He leadeth me beside the still waters.</p>' }],
  });
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A page signed in as the administrator. */
const signedInPage = (options: PageOptions = {}) => openPage(browser, { ...options, adminToken: site.token });

/** A preview link made through the API, as the editor's button makes it. */
async function previewLink(id: string): Promise<{ url: string; token: string }> {
  const result = await site.t.gql<{ createPreviewLink: { url: string; token: string } }>(
    'mutation ($id: ID!) { createPreviewLink(postId: $id) { url token } }',
    { id },
    { token: site.token },
  );
  if (!result.data) throw new Error(`createPreviewLink failed: ${JSON.stringify(result.errors)}`);
  return result.data.createPreviewLink;
}

/** The same token with its signature's last characters changed. */
const altered = (token: string) => token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');

/**
 * What a page says in the console from now on: its errors (the browser's own network lines
 * aside), its hydration complaints, and the GraphQL requests it sends.
 */
function watch(page: Page) {
  const errors = collectConsoleErrors(page);
  page.on('pageerror', (error) => errors.push(error.message));
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydration.push(message.text());
  });
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  return { errors, hydration, graphql };
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

async function expectPreviewHead(page: Page, id: string) {
  const head = await readHead(page);
  expect(head.meta.robots).toEqual(['noindex, nofollow']);
  expect(head.links.filter((link) => link.rel === 'canonical')).toEqual([]);
  // The token is nowhere in the head: shared, the page is its public address.
  expect(head.meta['og:url']).toEqual([site.url(`/blogs/${id}`)]);
  expect(JSON.stringify(head)).not.toContain('preview=');
  expect(head.jsonLd).toEqual([]);
}

describe("the editor's Preview button", () => {
  let context: BrowserContext;
  let editor: Page;

  beforeEach(async () => {
    ({ context, page: editor } = await signedInPage());
  });
  afterEach(() => context.close());

  it('opens the saved draft in a new tab, under a preview banner, hydrated without a request', async () => {
    const editorErrors = collectConsoleErrors(editor);
    await editor.goto(site.url(`/admin/panel/posts/edit/${draft.id}`));
    const button = editor.getByRole('button', { name: 'Preview', exact: true });
    await button.waitFor();
    // Nothing unsaved: no note about it.
    expect(await button.getAttribute('aria-describedby')).toBeNull();

    let seen: ReturnType<typeof watch> | undefined;
    const opened = context.waitForEvent('page').then((tab) => {
      seen = watch(tab);
      return tab;
    });
    await button.focus();
    await editor.keyboard.press('Enter');
    const tab = await opened;
    await tab.waitForURL(new RegExp(`/blogs/${draft.id}\\?preview=[^&]+$`));
    await hydrated(tab);
    await tab.waitForLoadState('networkidle');

    expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe('Notes on Ecclesiastes');
    expect(await tab.getByTestId('preview-banner').innerText()).toBe('Preview — this post is not published yet');
    expect(await tab.locator('article').innerText()).toContain('What profit hath a man of all his labour?');
    await expectPreviewHead(tab, draft.id);
    // A draft takes no comments.
    expect(await tab.locator('#comment-message').count()).toBe(0);
    expect(await tab.getByTestId('comments-preview').innerText()).toBe('Comments cannot be posted from a preview.');
    // The reader page cannot reach back into the editor.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(seen).toEqual({ errors: [], hydration: [], graphql: [] });
    expect(await button.innerText()).toBe('Preview');
    expect(editorErrors).toEqual([]);
  });

  it('says that unsaved changes are not in the preview', async () => {
    await editor.goto(site.url(`/admin/panel/posts/edit/${draft.id}`));
    const button = editor.getByRole('button', { name: 'Preview', exact: true });
    await button.waitFor();
    await editor.getByLabel('Title', { exact: true }).fill('Notes on Ecclesiastes, revised');
    const note = editor.locator('.editor-preview__note');
    expect(await note.innerText()).toBe('The preview shows the last saved version.');
    expect(await button.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
  });

  it('shows the link to click when the browser opens no tab', async () => {
    await editor.addInitScript(() => {
      window.open = () => null;
    });
    await editor.goto(site.url(`/admin/panel/posts/edit/${draft.id}`));
    await editor.getByRole('button', { name: 'Preview', exact: true }).click();
    const link = editor.getByRole('link', { name: 'Open the preview' });
    await link.waitFor();
    expect(await editor.locator('.editor-preview__result').innerText()).toBe(
      'The browser did not open a new tab. Open the preview',
    );
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/blogs/${draft.id}\\?preview=`));
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says why when no link could be made, and closes the tab it opened', async () => {
    await failOperation(editor, 'CreatePreviewLink', 'Post not found', 'NOT_FOUND');
    await editor.goto(site.url(`/admin/panel/posts/edit/${draft.id}`));
    const closed = context.waitForEvent('page').then((tab) => new Promise((resolve) => tab.once('close', resolve)));
    await editor.getByRole('button', { name: 'Preview', exact: true }).click();
    const alert = editor.getByRole('alert').filter({ hasText: 'preview' });
    await alert.waitFor();
    expect(await alert.innerText()).toBe('The preview could not be opened: Post not found');
    await closed;
    expect(await editor.getByRole('button', { name: 'Preview', exact: true }).isVisible()).toBe(true);
  });

  it('is offered for saved posts only', async () => {
    await editor.goto(site.url('/admin/panel/posts/new'));
    await editor.locator('.post-editor__publish').waitFor();
    expect(await editor.getByRole('button', { name: 'Preview', exact: true }).count()).toBe(0);
  });
});

describe('the preview page', () => {
  it('tells a scheduled post’s date, in the reader’s language', async () => {
    const { url } = await previewLink(scheduled.id);
    const { context, page } = await openPage(browser, { language: 'fr' });
    const seen = watch(page);
    try {
      await page.goto(url);
      expect(await page.getByTestId('preview-banner').innerText()).toBe(
        'Aperçu — cet article est programmé pour le 05 mars 2035',
      );
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Advent readings');
      expect(seen).toEqual({ errors: [], hydration: [], graphql: [] });
    } finally {
      await context.close();
    }
  });

  it('says that a published post is public, with a link to its page', async () => {
    const { url } = await previewLink(published.id);
    const { context, page } = await openPage(browser);
    try {
      await page.goto(url);
      const banner = page.getByTestId('preview-banner');
      expect(await banner.innerText()).toContain('Preview — this post is already published');
      await banner.getByRole('link', { name: 'See the public page' }).click();
      await page.waitForURL(site.url(`/blogs/${published.id}`));
      // The address changes at once; the public page replaces the preview once its query answers.
      await page.getByTestId('preview-banner').waitFor({ state: 'detached' });
      // The comment form of a public page (it loads after the page).
      await page.locator('#comment-message').waitFor();
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(site.url(`/blogs/${published.id}`));
    } finally {
      await context.close();
    }
  });

  it('explains an altered link or one for another post (404), and the draft’s address finds nothing', async () => {
    const { url, token } = await previewLink(draft.id);
    const { context, page } = await openPage(browser);
    const seen = watch(page);
    try {
      for (const wrong of [url.replace(token, altered(token)), site.url(`/blogs/${scheduled.id}?preview=${token}`)]) {
        const response = await page.goto(wrong);
        expect(response?.status()).toBe(404);
        expect(await page.getByTestId('preview-invalid').innerText()).toBe(
          'This preview link has expired or is not valid. Open Preview again from the editor.',
        );
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
        const head = await readHead(page);
        expect(head.meta.robots).toEqual(['noindex, nofollow']);
        expect(JSON.stringify(head)).not.toContain('preview=');
      }
      expect(seen).toEqual({ errors: [], hydration: [], graphql: [] });

      const response = await page.goto(site.url(`/blogs/${draft.id}`));
      expect(response?.status()).toBe(404);
      await page.getByTestId('post-not-found').waitFor();
      expect(await page.locator('body').innerText()).not.toContain('Notes on Ecclesiastes');
    } finally {
      await context.close();
    }
  });

  it('renders the draft on the server: read without JavaScript, private and noindex', async () => {
    const { url } = await previewLink(draft.id);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Notes on Ecclesiastes');
      expect(await page.getByTestId('preview-banner').innerText()).toBe('Preview — this post is not published yet');
      await expectPreviewHead(page, draft.id);
    } finally {
      await context.close();
    }
  });
});
