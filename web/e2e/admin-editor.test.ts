// Admin words that say what will happen, on the real server: the top bar and the tab title name
// the page shown; the editor's primary button names the outcome of a save (draft, scheduled for a
// date, published, updated) and follows the status and date as they change; a save stays in the
// editor, says "Saved", keeps the new version and links to the public page; the form shows before
// the rich-text editor's chunk has arrived; expected refusals are shown, not logged as errors.
import type { Browser, Page } from 'playwright-core';
import { createPost } from '../../api/test/helpers/factories.js';
import { collectConsoleErrors, launchBrowser, MOBILE, openPage, type PageOptions } from './support/browser.js';
import { type Site, startSite } from './support/site.js';

let site: Site;
let browser: Browser;
/** A post readers see, one scheduled for FUTURE_DAY and one draft, made through the API. */
let published: Record<string, any>;
let scheduled: Record<string, any>;
let draft: Record<string, any>;

/** A day far enough ahead to be a schedule whenever the tests run, and how each language writes it. */
const FUTURE_DAY = '2035-03-05';
const FUTURE_DATE = {
  en: 'March 5, 2035',
  fr: '5 mars 2035',
  es: '5 de marzo de 2035',
  it: '5 marzo 2035',
};

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  published = await createPost(site.t, site.token, { title: 'Still waters' });
  scheduled = await createPost(site.t, site.token, {
    title: 'Advent readings',
    date: new Date(2035, 2, 5).toISOString(),
  });
  draft = await createPost(site.t, site.token, { title: 'Notes in progress', status: 'DRAFT' });
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A page signed in as the administrator. */
const signedInPage = (options: PageOptions = {}) => openPage(browser, { ...options, adminToken: site.token });

const topBar = (page: Page) => page.locator('.admin-topbar__title');
const primaryButton = (page: Page) => page.locator('.post-editor__publish');
const saveStatus = (page: Page) => page.locator('.post-editor__save-status');
/** The rich-text area of section `n` (from 0). */
const sectionEditor = (page: Page, n: number) =>
  page.locator('.editor-section').nth(n).locator('[contenteditable="true"]');

/**
 * Waits until the element's whole visible text is `text`. Playwright's `hasText` matches a
 * case-insensitive substring ("Unsaved changes" contains "saved"), so the text is compared whole.
 */
async function expectText(locator: ReturnType<Page['locator']>, text: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let seen = '';
  while (Date.now() < deadline) {
    seen = (await locator.innerText().catch(() => '')).trim();
    if (seen === text) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(seen).toBe(text);
}

const adminPost = async (id: string) => {
  const result = await site.t.gql<{ adminPost: any }>(
    'query ($id: ID!) { adminPost(id: $id) { id title status version sections { id title } } }',
    { id },
    { token: site.token },
  );
  return result.data!.adminPost;
};

describe('the top bar and the tab title name the page shown', () => {
  const PAGES = {
    en: ['Dashboard', 'Posts', 'New post', 'Edit post', 'Featured'],
    fr: ['Tableau de bord', 'Articles', 'Nouvel article', 'Modifier l’article', 'À la une'],
    es: ['Panel', 'Artículos', 'Nuevo artículo', 'Editar artículo', 'Destacados'],
    it: ['Bacheca', 'Articoli', 'Nuovo articolo', 'Modifica articolo', 'In evidenza'],
  };
  const BRAND = {
    en: 'Admin Panel',
    fr: 'Administration',
    es: 'Panel de administración',
    it: 'Pannello di amministrazione',
  };

  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])('in %s', async (language) => {
    const { context, page } = await signedInPage({ language });
    const [dashboard, posts, newPost, editPost, featured] = PAGES[language];
    const brand = BRAND[language];
    const visits: [string, string, string][] = [
      ['/admin/panel', dashboard, `${dashboard} — ${brand}`],
      ['/admin/panel/posts', posts, `${posts} — ${brand}`],
      ['/admin/panel/posts/new', newPost, `${newPost} — ${brand}`],
      [`/admin/panel/posts/edit/${published.id}`, editPost, `Still waters — ${editPost} — ${brand}`],
      ['/admin/featured', featured, `${featured} — ${brand}`],
    ];
    for (const [path, name, title] of visits) {
      await page.goto(site.url(path));
      await expectText(topBar(page), name);
      await page.waitForFunction((expected) => document.title === expected, title);
    }
    // Moving through the sidebar (no reload) renames the page as well.
    await page.locator('.admin-nav').getByRole('link', { name: posts }).click();
    await expectText(topBar(page), posts);
    await page.waitForFunction((expected) => document.title === expected, `${posts} — ${brand}`);
    await context.close();
  });
});

describe('the primary button names what saving will do', () => {
  const WORDS = {
    en: { draft: 'Save Draft', toPublish: 'To publish', draftStatus: 'Draft', publish: 'Publish', update: 'Update' },
    fr: {
      draft: 'Enregistrer le brouillon',
      toPublish: 'À publier',
      draftStatus: 'Brouillon',
      publish: 'Publier',
      update: 'Mettre à jour',
    },
  };
  const SCHEDULE = { en: `Schedule for ${FUTURE_DATE.en}`, fr: `Programmer pour le ${FUTURE_DATE.fr}` };

  it.each(['en', 'fr'] as const)('in %s, following the status and the date as they change', async (language) => {
    const { context, page } = await signedInPage({ language });
    const words = WORDS[language];
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));

    // A new post: a draft, then published now, then scheduled, then back.
    await page.goto(site.url('/admin/panel/posts/new'));
    await expectText(primaryButton(page), words.draft);
    await page.getByRole('button', { name: words.toPublish, exact: true }).click();
    await expectText(primaryButton(page), words.publish);
    const date = page.locator('input[type="date"]');
    await date.fill(FUTURE_DAY);
    await expectText(primaryButton(page), SCHEDULE[language]);
    await date.fill(today);
    await expectText(primaryButton(page), words.publish);
    await page.getByRole('button', { name: words.draftStatus, exact: true }).click();
    await expectText(primaryButton(page), words.draft);

    // A post readers already see is updated; moved to a day ahead it is scheduled again.
    await page.goto(site.url(`/admin/panel/posts/edit/${published.id}`));
    await expectText(primaryButton(page), words.update);
    await date.fill(FUTURE_DAY);
    await expectText(primaryButton(page), SCHEDULE[language]);

    // A scheduled post says for when; a draft is saved as a draft until sent to publish.
    await page.goto(site.url(`/admin/panel/posts/edit/${scheduled.id}`));
    await expectText(primaryButton(page), SCHEDULE[language]);
    await page.goto(site.url(`/admin/panel/posts/edit/${draft.id}`));
    await expectText(primaryButton(page), words.draft);
    await page.getByRole('button', { name: words.toPublish, exact: true }).click();
    await expectText(primaryButton(page), words.publish);
    await context.close();
  });

  it('writes the scheduled day in Spanish and Italian too', async () => {
    for (const [language, label] of [
      ['es', `Programar para el ${FUTURE_DATE.es}`],
      ['it', `Programma per il ${FUTURE_DATE.it}`],
    ] as const) {
      const { context, page } = await signedInPage({ language });
      await page.goto(site.url(`/admin/panel/posts/edit/${scheduled.id}`));
      await expectText(primaryButton(page), label);
      await context.close();
    }
  });
});

describe('saving stays in the editor', () => {
  it('says Saved, keeps the new version for the next save and links to the public page', async () => {
    const { context, page } = await signedInPage();
    await page.goto(site.url('/admin/panel/posts'));
    await page.getByRole('link', { name: 'New Post', exact: true }).click();
    await page.waitForURL(site.url('/admin/panel/posts/new'));
    await page.getByLabel('Title', { exact: true }).fill('Morning psalm');
    await sectionEditor(page, 0).click();
    await page.keyboard.type('A first line.');

    // First save of a new post: a draft, on its own edit URL, which replaced /new in the history.
    await page.getByText('Unsaved changes').waitFor();
    await primaryButton(page).click();
    await page.waitForURL(/\/admin\/panel\/posts\/edit\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    await expectText(saveStatus(page), 'Saved Not public yet: a draft is seen only here.');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Morning psalm');
    expect(await sectionEditor(page, 0).innerText()).toBe('A first line.');
    expect((await adminPost(id)).status).toBe('DRAFT');

    // Second save, from the same form: published, with a link to the public page.
    await page.getByRole('button', { name: 'To publish', exact: true }).click();
    await expectText(saveStatus(page), 'Unsaved changes');
    await expectText(primaryButton(page), 'Publish');
    await primaryButton(page).click();
    const view = saveStatus(page).getByRole('link', { name: 'View on site' });
    await view.waitFor();
    expect(await saveStatus(page).innerText()).toBe('Saved View on site');
    expect(page.url()).toBe(site.url(`/admin/panel/posts/edit/${encodeURIComponent(id)}`));
    await expectText(primaryButton(page), 'Update');
    const [reader] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await reader.locator('.article__title', { hasText: 'Morning psalm' }).waitFor();
    await reader.close();

    // Third save: an edit of the published post, with the version the second save returned.
    await page.getByLabel('Title', { exact: true }).fill('Morning psalm, revised');
    await sectionEditor(page, 0).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' And a second.');
    await primaryButton(page).click();
    await saveStatus(page).getByRole('link', { name: 'View on site' }).waitFor();
    expect(await page.locator('.editor-conflict').count()).toBe(0);
    const saved = await adminPost(id);
    expect(saved).toMatchObject({ title: 'Morning psalm, revised', status: 'PUBLISHED', version: 3 });
    // The section created by the first save was updated, not added again.
    expect(saved.sections).toHaveLength(1);

    // Back leaves the editor for the list: the new post's /new entry was replaced.
    await page.goBack();
    await page.waitForURL(site.url('/admin/panel/posts'));
    await context.close();
  });
});

describe('the editor’s form does not wait for the rich-text editor', () => {
  it('shows the form with a placeholder in each section while the editor’s chunk loads', async () => {
    const { context, page } = await signedInPage();
    // Hold back whichever script carries the Slate editor until the form has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-slate-editor')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto(site.url(`/admin/panel/posts/edit/${published.id}`));
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor({ timeout: 15000 });
    expect(await title.inputValue()).toBe('Still waters');
    expect(await page.getByPlaceholder('Section Title').inputValue()).toBe('Section 1');
    expect(await page.locator('.rte-placeholder').innerText()).toBe('Loading the text editor...');
    expect(await page.locator('[contenteditable="true"]').count()).toBe(0);

    release();
    await sectionEditor(page, 0).waitFor();
    expect(await sectionEditor(page, 0).innerText()).toContain('Body of post');
    expect(await page.locator('.rte-placeholder').count()).toBe(0);
    await context.close();
  });

  it('starts loading the editor from the post list, before Edit or New Post is clicked', async () => {
    const { context, page } = await signedInPage();
    const editorScript = new Promise<string>((resolve) => {
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        void response.text().then(
          (body) => body.includes('data-slate-editor') && resolve(response.url()),
          () => {},
        );
      });
    });
    await page.goto(site.url('/admin/panel/posts'));
    await page.locator('tr', { hasText: 'Still waters' }).waitFor();
    await editorScript;
    expect(page.url()).toBe(site.url('/admin/panel/posts'));
    await context.close();
  });
});

describe('expected refusals are shown, not logged as errors', () => {
  it('a post the API refuses (no title) is explained and logs nothing', async () => {
    const { context, page } = await signedInPage();
    const errors = collectConsoleErrors(page);
    await page.goto(site.url('/admin/panel/posts/new'));
    await sectionEditor(page, 0).click();
    await page.keyboard.type('Text without a title.');
    await primaryButton(page).click();
    await page.locator('.toast', { hasText: 'Error saving post:' }).waitFor();
    expect(page.url()).toBe(site.url('/admin/panel/posts/new'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('at 375 px', () => {
  it('shows the outcome and the Saved line in the bottom bar', async () => {
    const { context, page } = await signedInPage({ viewport: MOBILE });
    await page.goto(site.url(`/admin/panel/posts/edit/${published.id}`));
    await expectText(topBar(page), 'Edit post');
    await expectText(primaryButton(page), 'Update');
    await page.getByLabel('Title', { exact: true }).fill('Still waters run deep');
    await primaryButton(page).click();
    const status = saveStatus(page);
    await status.getByRole('link', { name: 'View on site' }).waitFor();
    expect(await status.isVisible()).toBe(true);
    const box = (await status.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
