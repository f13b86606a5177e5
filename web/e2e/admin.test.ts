// The admin area against the real server (product-spec sections 2, 4, 5 and 8; issue 4): sign-in,
// the guard, the editor (Slate sections saved as HTML and read back), publishing and drafts as
// readers see them, the featured toggle and manager, optimistic locking across two tabs, logout.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPost, PNG_1x1 } from '../../api/test/helpers/factories.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { collectConsoleErrors, launchBrowser, MOBILE, openPage } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import { delayOperation, failOperation, recordOperations } from './support/graphql.js';
import { makeCover } from './support/seed.js';
import { type Site, startSite } from './support/site.js';

let site: Site;
let browser: Browser;
/** A signed-in tab shared by the journeys that follow one another. */
let admin: { context: BrowserContext; page: Page; errors: string[] };
let coverPng: Buffer;
/** The post written through the editor. */
let postId = '';

const POST_TITLE = 'Grace in the Psalms';

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  coverPng = await makeCover('sea');
}, 120000);

afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await site?.close();
});

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = site.token) {
  const result = await site.t.gql<T>(query, variables, token ? { token } : {});
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

const adminPost = (id: string) =>
  gql<{ adminPost: any }>(
    `query ($id: ID!) { adminPost(id: $id) { id title excerpt status version tags cover coverId allowComments locale
      sections { id title content orderIndex } translations { id locale title } } }`,
    { id },
  ).then((data) => data.adminPost);

/** What anonymous readers get for a post (null when they may not see it). */
const publicPost = (id: string) =>
  gql<{ post: any }>('query ($id: ID) { post(id: $id) { id title } }', { id }, null).then((data) => data.post);

const publicFeatured = () =>
  gql<{ featuredPosts: { id: string; title: string }[] }>('{ featuredPosts { id title } }', {}, null).then((data) =>
    data.featuredPosts.map((post) => post.title),
  );

async function signIn(page: Page) {
  await page.goto(site.url('/admin/login'));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(site.url('/admin/panel/posts'));
}

/** The rich-text area of section `n` (from 0). */
const sectionEditor = (page: Page, n: number) =>
  page.locator('.editor-section').nth(n).locator('[contenteditable="true"]');

async function waitForToast(page: Page, text: string) {
  await page.locator('.toast', { hasText: text }).first().waitFor();
}

describe('admin sign-in and guard', () => {
  it('sends every admin route to the login page without a session', async () => {
    const { context, page } = await openPage(browser);
    for (const path of ['/admin/panel', '/admin/panel/posts', '/admin/panel/posts/new', '/admin/featured', '/admin']) {
      await page.goto(site.url(path));
      await page.waitForURL(site.url('/admin/login'));
    }
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await context.close();
  });

  it('shows the server’s message inline for a wrong password, and logs no error', async () => {
    const { context, page } = await openPage(browser);
    const errors = collectConsoleErrors(page);
    await page.goto(site.url('/admin/login'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Invalid email or password');
    expect(page.url()).toBe(site.url('/admin/login'));
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the unexpected-error text when the call itself fails', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/graphql', (route) => route.abort('failed'));
    await page.goto(site.url('/admin/login'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('An unexpected error occurred. Please try again.').waitFor();
    await context.close();
  });

  it('refuses an expired token before calling the API', async () => {
    const { context, page } = await openPage(browser);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${b64({ alg: 'HS256' })}.${b64({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
    await page.goto(site.url('/admin/login'));
    await page.evaluate((token) => localStorage.setItem('admin_token', token), expired);
    await page.goto(site.url('/admin/panel/posts'));
    await page.waitForURL(site.url('/admin/login'));
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await context.close();
  });

  it('logs out when the API answers UNAUTHENTICATED (a token it does not accept)', async () => {
    const { context, page } = await openPage(browser);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${b64({ alg: 'HS256' })}.${b64({ sub: '1', email: 'x@y.z', exp: Math.floor(Date.now() / 1000) + 3600 })}.forged`;
    await page.goto(site.url('/admin/login'));
    await page.evaluate((token) => localStorage.setItem('admin_token', token), forged);
    await page.goto(site.url('/admin/panel/posts'));
    await page.waitForURL(site.url('/admin/login'));
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await context.close();
  });

  it('signs in, keeps the token under admin_token and shows the signed-in user from the API', async () => {
    admin = await openPage(browser);
    const { page } = admin;
    await signIn(page);
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toMatch(/^ey/);
    const sidebar = page.locator('.admin-sidebar');
    await sidebar.locator('.admin-user__email', { hasText: ADMIN.email }).waitFor();
    expect(await sidebar.locator('.admin-user__name').innerText()).toBe('Admin');
    expect(await sidebar.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin/panel');
    expect(await page.locator('.admin-topbar__title').innerText()).toBe('Posts');
    expect(await page.getByText('No posts yet.').isVisible()).toBe(true);
  });
});

describe('dashboard', () => {
  it('shows the counts and quick links', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL(site.url('/admin/panel'));
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page
      .locator('.admin-stat', { hasText: 'Published' })
      .locator('.admin-stat__value', { hasText: '0' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Write a new post' }).getAttribute('href')).toBe(
      '/admin/panel/posts/new',
    );
  });
});

describe('writing and publishing a post', () => {
  it('creates a post with two sections (bold, a list, a link, an image), a cover and tags, and publishes it', async () => {
    const { page } = admin;
    await page.locator('.admin-nav').getByRole('link', { name: 'Posts' }).click();
    await page.getByRole('link', { name: 'New Post', exact: true }).click();
    await page.waitForURL(site.url('/admin/panel/posts/new'));
    await page.getByRole('heading', { name: 'Write a post' }).waitFor();
    // A new post starts with one empty section titled 'Section 1', whose delete button is disabled.
    expect(await page.locator('.editor-section').count()).toBe(1);
    expect(await page.getByPlaceholder('Section Title').inputValue()).toBe('Section 1');
    expect(await page.getByRole('button', { name: 'Delete section 1' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Draft' }).isVisible()).toBe(true);

    await page.getByLabel('Title', { exact: true }).fill(POST_TITLE);
    await page.getByPlaceholder('Short excerpt for the blog...').fill('Mercy that meets us every morning.');

    // Section 1: bold text, a bulleted list, a link on a word, an uploaded image.
    const first = sectionEditor(page, 0);
    await first.click();
    await page.keyboard.type('Grace is ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('unearned');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' favour.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).first().click();
    await page.keyboard.type('love');
    await page.keyboard.press('Enter');
    await page.keyboard.type('joy');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // an empty item leaves the list
    await page.keyboard.type('Read more');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link' }).first().click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Only http, https, mailto, tel and sms links are allowed.').waitFor();
    await page.getByLabel('Link address').fill('https://example.org/psalms');
    await page.getByRole('button', { name: 'Apply' }).click();
    await first.locator('a[href="https://example.org/psalms"]', { hasText: 'more' }).waitFor();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Image' }).first().click();
    await page.getByLabel('Description for screen readers (alt text)').fill('A calm sea');
    await page
      .locator('.rte-popover input[type="file"]')
      .setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await first.locator('img[alt="A calm sea"]').waitFor();

    // Section 2.
    await page.getByRole('button', { name: 'Add New Section' }).click();
    expect(await page.getByPlaceholder('Section Title').nth(1).inputValue()).toBe('Section 2');
    await page.getByPlaceholder('Section Title').nth(1).fill('Morning by morning');
    await sectionEditor(page, 1).click();
    await page.keyboard.type('His mercies are new every morning.');

    // Side column: cover, tags (Enter adds trimmed, non-empty), status.
    await page
      .locator('.editor-cover input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng });
    await page.getByRole('img', { name: 'Cover preview' }).waitFor();
    const mainTags = page.getByRole('textbox', { name: 'Main Tags', exact: true });
    await mainTags.fill('  psalms  ');
    await mainTags.press('Enter');
    await mainTags.fill('   ');
    await mainTags.press('Enter');
    const tags = page.getByRole('textbox', { name: 'Tags', exact: true });
    await tags.fill('grace');
    await tags.press('Enter');
    await tags.fill('mercy');
    await tags.press('Enter');
    await page.getByRole('button', { name: 'Remove tag mercy' }).click();
    expect(await page.locator('.editor-tag').allInnerTexts()).toEqual(['psalms', 'grace']);

    await page.getByRole('button', { name: 'To publish' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await waitForToast(page, 'Post created successfully!');
    // The editor stays open, on the new post's edit URL.
    await page.waitForURL(/\/admin\/panel\/posts\/edit\//);
    await page.locator('.post-editor__save-status', { hasText: /^Saved/ }).waitFor();
    await page.locator('.admin-nav').getByRole('link', { name: 'Posts' }).click();
    const row = page.locator('tr', { hasText: POST_TITLE });
    await row.waitFor();
    expect(await row.locator('.admin-badge--published').innerText()).toBe('Published');

    const list = await gql<{ adminPosts: { items: { id: string; title: string }[] } }>(
      '{ adminPosts { items { id title } } }',
    );
    postId = list.adminPosts.items.find((post) => post.title === POST_TITLE)!.id;
    const saved = await adminPost(postId);
    expect(saved.status).toBe('PUBLISHED');
    expect(saved.tags).toEqual(['psalms', 'grace']);
    expect(saved.cover).toMatch(/^\/uploads\//);
    expect(saved.sections.map((s: any) => s.title)).toEqual(['Section 1', 'Morning by morning']);
    const html = saved.sections[0].content as string;
    expect(html).toContain('<p>Grace is <strong>unearned</strong> favour.</p>');
    expect(html).toContain('<ul><li>love</li><li>joy</li></ul>');
    expect(html).toContain('<p>Read <a href="https://example.org/psalms">more</a></p>');
    expect(html).toMatch(/<img src="\/uploads\/[^"]+" alt="A calm sea" \/>/);
    expect(saved.sections[1].content).toBe('<p>His mercies are new every morning.</p>');
  });

  it('shows the published post on the public home page and post page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/'));
    await page.locator('.post-card', { hasText: POST_TITLE }).first().waitFor();
    await page.goto(site.url(`/blogs/${postId}`));
    await page.locator('.article__title', { hasText: POST_TITLE }).waitFor();
    const body = page.locator('.article__body');
    await body.locator('strong', { hasText: 'unearned' }).waitFor();
    expect(await body.locator('li').allInnerTexts()).toEqual(['love', 'joy']);
    expect(await body.locator('a', { hasText: 'more' }).getAttribute('href')).toBe('https://example.org/psalms');
    expect(await body.locator('img[alt="A calm sea"]').count()).toBe(1);
    expect(await page.locator('.article__section h2, .article__section h3').allInnerTexts()).toEqual([
      'Section 1',
      'Morning by morning',
    ]);
    await context.close();
  });

  it('reads the saved HTML back into the editor, and saves the edit: sections reordered, one deleted', async () => {
    const { page } = admin;
    await page.locator('tr', { hasText: POST_TITLE }).getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(site.url(`/admin/panel/posts/edit/${postId}`));
    const first = sectionEditor(page, 0);
    // Every formatting came back into the editor.
    await first.locator('strong', { hasText: 'unearned' }).waitFor();
    expect(await first.locator('li').count()).toBe(2);
    expect(await first.locator('a[href="https://example.org/psalms"]').count()).toBe(1);
    expect(await first.locator('img[alt="A calm sea"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Update', exact: true }).isVisible()).toBe(true);
    expect(await page.locator('.editor-tag').allInnerTexts()).toEqual(['psalms', 'grace']);

    // Add a third section, move it to the top, then delete the original first section.
    await page.getByRole('button', { name: 'Add New Section' }).click();
    await page.getByPlaceholder('Section Title').nth(2).fill('Prelude');
    await sectionEditor(page, 2).click();
    await page.keyboard.type('Before the psalm.');
    await page.getByRole('button', { name: 'Move section 3 up' }).click();
    await page.getByRole('button', { name: 'Move section 2 up' }).click();
    expect(
      await page
        .locator('.editor-section__title')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(['Prelude', 'Section 1', 'Morning by morning']);
    await page.getByRole('button', { name: 'Delete section 2' }).click();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await waitForToast(page, 'Post updated successfully!');
    expect(page.url()).toBe(site.url(`/admin/panel/posts/edit/${postId}`));

    const saved = await adminPost(postId);
    expect(saved.sections.map((s: any) => s.title)).toEqual(['Prelude', 'Morning by morning']);
    const { context, page: reader } = await openPage(browser);
    await reader.goto(site.url(`/blogs/${postId}`));
    await reader.locator('.article__body', { hasText: 'Before the psalm.' }).waitFor();
    expect(await reader.locator('.article__body').innerText()).not.toContain('unearned');
    await context.close();
  });

  it('saves a draft that readers cannot see', async () => {
    const { page } = admin;
    await page.goto(site.url('/admin/panel/posts'));
    await page.getByRole('link', { name: 'New Post', exact: true }).click();
    await page.getByLabel('Title', { exact: true }).fill('A quiet draft');
    await sectionEditor(page, 0).click();
    await page.keyboard.type('Not ready yet.');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await waitForToast(page, 'Post created successfully!');
    await page.locator('.post-editor__save-status', { hasText: 'Not public yet' }).waitFor();
    await page.locator('.admin-nav').getByRole('link', { name: 'Posts' }).click();
    const row = page.locator('tr', { hasText: 'A quiet draft' });
    await row.waitFor();
    expect(await row.locator('.admin-badge').last().innerText()).toBe('Draft');
    expect(await row.locator('.admin-badge--published').count()).toBe(0);

    const list = await gql<{ adminPosts: { items: { id: string; title: string }[] } }>(
      '{ adminPosts { items { id title } } }',
    );
    const draftId = list.adminPosts.items.find((post) => post.title === 'A quiet draft')!.id;
    expect(await publicPost(draftId)).toBeNull();
    const { context, page: reader } = await openPage(browser);
    await reader.goto(site.url(`/blogs/${draftId}`));
    await reader.getByTestId('post-not-found').waitFor();
    await reader.goto(site.url('/'));
    await reader.locator('.post-card', { hasText: POST_TITLE }).first().waitFor();
    expect(await reader.locator('.post-card', { hasText: 'A quiet draft' }).count()).toBe(0);
    await context.close();
  });

  it('starts a translation prefilled from the post, in the chosen language', async () => {
    const { page } = admin;
    await page.goto(site.url(`/admin/panel/posts/edit/${postId}`));
    await sectionEditor(page, 0).waitFor();
    await page.getByLabel('Translate into').selectOption('fr');
    await page.getByRole('button', { name: 'Start translation' }).click();
    await page.waitForURL(/\/admin\/panel\/posts\/new\?translationOf=/);
    // The URL changes before React swaps the edit form for the new one.
    await page.getByRole('note').filter({ hasText: 'New Français translation' }).waitFor();
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('fr');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(POST_TITLE);
    await page.getByLabel('Title', { exact: true }).fill('La grâce dans les Psaumes');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await waitForToast(page, 'Post created successfully!');
    const saved = await adminPost(postId);
    expect(saved.translations.map((t: any) => [t.locale, t.title])).toEqual([['fr', 'La grâce dans les Psaumes']]);
  });

  it('asks before leaving the editor with unsaved changes', async () => {
    const { page } = admin;
    await page.goto(site.url(`/admin/panel/posts/edit/${postId}`));
    await page.getByLabel('Title', { exact: true }).fill(`${POST_TITLE} (changed)`);
    await page.locator('.admin-nav').getByRole('link', { name: 'Featured' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave this post?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(site.url(`/admin/panel/posts/edit/${postId}`));
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(`${POST_TITLE} (changed)`);
    await page.locator('.admin-nav').getByRole('link', { name: 'Posts' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(site.url('/admin/panel/posts'));
    expect((await adminPost(postId)).title).toBe(POST_TITLE);
  });
});

describe('optimistic locking', () => {
  it('two tabs editing the same post: the second save gets the conflict message and keeps its text', async () => {
    const { page: tabA } = admin;
    const tabB = await admin.context.newPage();
    await tabA.goto(site.url(`/admin/panel/posts/edit/${postId}`));
    await tabB.goto(site.url(`/admin/panel/posts/edit/${postId}`));
    await sectionEditor(tabA, 0).waitFor();
    await sectionEditor(tabB, 0).waitFor();

    await tabA.getByLabel('Title', { exact: true }).fill('Saved from tab A');
    await tabA.getByRole('button', { name: 'Update', exact: true }).click();
    await waitForToast(tabA, 'Post updated successfully!');

    await tabB.getByLabel('Title', { exact: true }).fill('Typed in tab B');
    await tabB.getByPlaceholder('Short excerpt for the blog...').fill('Tab B excerpt');
    await tabB.getByRole('button', { name: 'Update', exact: true }).click();
    const alert = tabB.locator('.editor-conflict');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('This post was changed elsewhere');
    await waitForToast(tabB, 'Error saving post: This post was changed elsewhere');
    // Nothing was overwritten, and tab B still has its text.
    expect(tabB.url()).toBe(site.url(`/admin/panel/posts/edit/${postId}`));
    expect(await tabB.getByLabel('Title', { exact: true }).inputValue()).toBe('Typed in tab B');
    const saved = await adminPost(postId);
    expect(saved.title).toBe('Saved from tab A');
    expect(saved.excerpt).toBe('Mercy that meets us every morning.');

    // Reloading the latest version shows tab A's save.
    tabB.once('dialog', (dialog) => void dialog.accept());
    await tabB.getByRole('button', { name: 'Reload latest version' }).click();
    await tabB.waitForFunction(
      () => (document.querySelector('.admin-input--title') as HTMLInputElement | null)?.value === 'Saved from tab A',
    );
    await tabB.close();
  });

  it('never sends two saves at once', async () => {
    const { page } = admin;
    const operations = recordOperations(page);
    await page.goto(site.url(`/admin/panel/posts/edit/${postId}`));
    await sectionEditor(page, 0).waitFor();
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'UpdatePost') await new Promise((r) => setTimeout(r, 400));
      await route.fallback();
    });
    await page.getByLabel('Title', { exact: true }).fill(POST_TITLE);
    const publish = page.locator('.post-editor__publish');
    await publish.click();
    expect(await publish.innerText()).toBe('Updating...');
    expect(await publish.isDisabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await waitForToast(page, 'Post updated successfully!');
    await page.unroute('**/graphql');
    expect(operations.filter((op) => op.name === 'UpdatePost')).toHaveLength(1);
  });
});

describe('featured posts', () => {
  it('marks and unmarks a post as featured from the list', async () => {
    const { page } = admin;
    await page.goto(site.url('/admin/panel/posts'));
    const row = page.locator('tr', { hasText: POST_TITLE });
    await row.getByRole('button', { name: 'Add to Featured' }).click();
    await row.getByRole('button', { name: 'Remove from Featured' }).waitFor();
    expect(await publicFeatured()).toEqual([POST_TITLE]);
    await row.getByRole('button', { name: 'Remove from Featured' }).click();
    await row.getByRole('button', { name: 'Add to Featured' }).waitFor();
    expect(await publicFeatured()).toEqual([]);
  });

  it('adds, reorders and removes in the manager, and the public featured block follows', async () => {
    for (const title of ['Alpha and Omega', 'Bread of Life', 'Cornerstone']) {
      await createPost(site.t, site.token, { title, excerpt: `${title} excerpt` });
    }
    await createPost(site.t, site.token, { title: 'Draft Dawn', status: 'DRAFT' });
    const { page } = admin;
    const operations = recordOperations(page);
    await page.locator('.admin-nav').getByRole('link', { name: 'Featured' }).click();
    await page.waitForURL(site.url('/admin/featured'));
    await page.getByText('No featured posts yet. Search above to add one.').waitFor();
    const search = page.getByPlaceholder('Search blogs to feature...');

    // Whitespace only: no call.
    await search.fill('   ');
    await page.waitForTimeout(500);
    expect(operations.filter((op) => op.name === 'AdminPosts')).toEqual([]);

    const add = async (query: string, title: string) => {
      await search.fill(query);
      const option = page.getByRole('option', { name: new RegExp(title) });
      await option.waitFor();
      expect(await option.innerText()).toMatch(/By Admin • [A-Z][a-z]{2} \d{2}, \d{4}/);
      await option.click();
      await page.locator('.featured-item', { hasText: title }).waitFor();
      expect(await search.inputValue()).toBe('');
    };
    await add('alpha', 'Alpha and Omega');
    await add('bread', 'Bread of Life');
    await add('corner', 'Cornerstone');
    // Drafts can be found (and featured) too; they stay hidden from readers.
    await add('dawn', 'Draft Dawn');

    const titles = () => page.locator('.featured-item__title').allInnerTexts();
    expect(await titles()).toEqual(['Alpha and Omega', 'Bread of Life', 'Cornerstone', 'Draft Dawn']);
    expect(await publicFeatured()).toEqual(['Alpha and Omega', 'Bread of Life', 'Cornerstone']);

    // Reorder with the buttons (the focus stays on the moved item). Saves are slowed down so the
    // second move is made while the first is still being saved: it shows at once and is saved too.
    await delayOperation(page, 'ReorderFeatured', 600);
    await page.getByRole('button', { name: 'Move “Cornerstone” up' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('.featured-item__title')[1]?.textContent === 'Cornerstone',
    );
    expect(await page.locator('.featured-list').getAttribute('aria-busy')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move “Cornerstone” up');
    await page.keyboard.press('Enter'); // keyboard: up once more, during the save
    await page.waitForFunction(
      () => document.querySelectorAll('.featured-item__title')[0]?.textContent === 'Cornerstone',
    );
    await page.locator('.featured-list[aria-busy="false"]').waitFor();
    await page.unrouteAll();
    expect(await publicFeatured()).toEqual(['Cornerstone', 'Alpha and Omega', 'Bread of Life']);
    await page.getByRole('button', { name: 'Move “Alpha and Omega” down' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('.featured-item__title')[2]?.textContent === 'Alpha and Omega',
    );
    await page.locator('.featured-list[aria-busy="false"]').waitFor();
    expect(await titles()).toEqual(['Cornerstone', 'Bread of Life', 'Alpha and Omega', 'Draft Dawn']);
    expect(await publicFeatured()).toEqual(['Cornerstone', 'Bread of Life', 'Alpha and Omega']);

    // The reader site's featured block shows that order.
    const { context, page: reader } = await openPage(browser);
    await reader.goto(site.url('/'));
    const block = reader.getByTestId('featured');
    await block.waitFor();
    expect(await block.locator('.featured__title').allInnerTexts()).toEqual([
      'Cornerstone',
      'Bread of Life',
      'Alpha and Omega',
    ]);

    // Remove.
    await page.getByRole('button', { name: 'Remove “Bread of Life” from featured' }).click();
    await page.locator('.featured-item', { hasText: 'Bread of Life' }).waitFor({ state: 'detached' });
    expect(await publicFeatured()).toEqual(['Cornerstone', 'Alpha and Omega']);
    await reader.reload();
    await block.waitFor();
    expect(await block.locator('.featured__title').allInnerTexts()).toEqual(['Cornerstone', 'Alpha and Omega']);
    await context.close();
  });
});

describe('small screens and other languages', () => {
  it('at 375 px shows cards with the mobile wording and a collapsible sidebar', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await signIn(page);
    const card = page.locator('.admin-post-card', { hasText: POST_TITLE });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Edit Post' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Make Featured' }).isVisible()).toBe(true);
    expect(await page.locator('.admin-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.admin-sidebar').getByRole('link', { name: 'Featured' }).waitFor({ state: 'visible' });
    expect(await page.locator('.admin-overlay').isVisible()).toBe(true);
    await page.locator('.admin-overlay').click({ position: { x: 360, y: 400 } });
    await page.locator('.admin-sidebar').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('is translated: the admin area in French', async () => {
    const { context, page } = await openPage(browser, { language: 'fr' });
    await page.goto(site.url('/admin/login'));
    await page.getByRole('heading', { name: 'Connexion administrateur' }).waitFor();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Mot de passe').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    expect(await page.getByPlaceholder('Rechercher par titre...').isVisible()).toBe(true);
    await context.close();
  });
});

describe('states, errors and accessibility', () => {
  it('shows the list’s loading, error and no-match states; a new search starts from page 1', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page);
    await page.locator('tr', { hasText: POST_TITLE }).waitFor();

    await delayOperation(page, 'AdminPosts', 1500);
    await page.reload();
    await page.getByText('Loading posts...').waitFor();
    await page.locator('tr', { hasText: POST_TITLE }).waitFor();
    await page.unrouteAll();

    await failOperation(page, 'AdminPosts', 'Failed to fetch blogs');
    await page.reload();
    await page.getByText('Error: Failed to fetch blogs').waitFor();
    await page.unrouteAll();

    await page.goto(site.url('/admin/panel/posts?page=2'));
    const operations = recordOperations(page);
    await page.getByPlaceholder('Search by title...').fill('no such title');
    await page.getByText('No posts found matching your search.').waitFor();
    expect(page.url()).toBe(site.url('/admin/panel/posts?search=no+such+title'));
    expect(operations.filter((op) => op.name === 'AdminPosts').at(-1)?.variables).toMatchObject({
      page: 1,
      search: 'no such title',
    });
    await context.close();
  });

  it('toasts the editor’s load, upload and save failures with the spec’s texts', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page);
    await failOperation(page, 'EditorPost', 'Database unavailable');
    await page.goto(site.url(`/admin/panel/posts/edit/${postId}`));
    await waitForToast(page, 'Failed to load post. Please try again.');
    await page.unrouteAll();

    await page.goto(site.url('/admin/panel/posts/new'));
    // An answer without an id is a failed upload.
    await page.route('**/api/uploads', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ url: '/uploads/x.png' }) }),
    );
    await page
      .locator('.editor-cover input[type="file"]')
      .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await waitForToast(page, 'Cover image upload failed. Please try again.');
    expect(await page.getByRole('img', { name: 'Cover preview' }).count()).toBe(0);
    await page.unrouteAll();

    await failOperation(page, 'CreatePost', 'Title is too long');
    await page.getByLabel('Title', { exact: true }).fill('Will not save');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await waitForToast(page, 'Error saving post: Title is too long');
    expect(page.url()).toBe(site.url('/admin/panel/posts/new'));
    await page.unrouteAll();
    await context.close();
  });

  it('never loads admin code on the reader site', async () => {
    const { context, page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(site.url('/'));
    await page.locator('.post-card').first().waitFor();
    await page.goto(site.url(`/blogs/${postId}`));
    await page.locator('.article__title').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin|PostEditor|FeaturedManager|StatusBadge|token-/i.test(url))).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations on the admin screens', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/admin/login'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page);
    await page.locator('tr', { hasText: POST_TITLE }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(site.url(`/admin/panel/posts/edit/${postId}`));
    await sectionEditor(page, 0).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(site.url('/admin/featured'));
    await page.locator('.featured-item').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(site.url('/admin/panel'));
    await page.locator('.admin-stat').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('logout', () => {
  it('returns to the login page and the admin routes stay closed', async () => {
    const { page, errors } = admin;
    await page.goto(site.url('/admin/panel/posts'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(site.url('/admin/login'));
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await page.goto(site.url('/admin/panel/posts'));
    await page.waitForURL(site.url('/admin/login'));
    await page.goto(site.url('/admin/featured'));
    await page.waitForURL(site.url('/admin/login'));
    expect(errors).toEqual([]);
  });
});
