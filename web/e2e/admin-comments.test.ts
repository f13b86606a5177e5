// Comment moderation in the browser against the real server: comments posted by anonymous readers
// are held (first-time commenters, no form token); the owner approves one (it shows on the post),
// files one as spam, trashes two at once, restores one, deletes one forever after confirming,
// edits a text, replies (the reply shows under the comment on the post), searches by e-mail,
// approves with the `a` shortcut on the comment an e-mail notification links to, and switches
// moderation off in Settings (a new comment is public at once). Screenshots at 1280 px and 375 px
// go to /tmp/shots/ for a look by eye.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { createPost } from '../../api/test/helpers/factories.js';
import { signInAdmin } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, MOBILE, openPage, type PageOptions } from './support/browser.js';
import { type Site, startSite } from './support/site.js';

const SHOTS = '/tmp/shots';

let site: Site;
let browser: Browser;
let post: { id: string; title: string };
const ids: Record<string, string> = {};

const READERS = [
  ['alice', 'Alice Martin', 'alice@example.org', 'Thank you for this slow reading of Psalm 23.'],
  ['bob', 'Bob Seller', 'bob@spam.test', 'Cheap watches at my shop, best prices online.'],
  ['carol', 'Carol Diaz', 'carol@example.org', 'A question about verse four and the valley.'],
  ['dan', 'Dan Levi', 'dan@example.org', 'Shalom from Jerusalem, friends.'],
  ['eve', 'Eve Rossi', 'eve@example.org', 'Amen to every word.'],
  ['frank', 'Frank Okafor', 'frank@example.org', 'The still waters image stays with me.'],
] as const;

/** Posts a comment as an anonymous reader (no form token). @returns its id and status. */
async function addComment(name: string, email: string, content: string) {
  const result = await site.t.gql<{ addComment: { id: string; status: string } }>(
    'mutation ($postId: ID!, $input: CommentInput!) { addComment(postId: $postId, input: $input) { id status } }',
    { postId: post.id, input: { name, email, content } },
  );
  if (!result.data?.addComment) throw new Error(`addComment failed: ${JSON.stringify(result.errors)}`);
  return result.data.addComment;
}

/** A comment's text and status as the API has them now, or null once deleted. */
async function stored(id: string) {
  type Rows = { items: { id: string; content: string; status: string }[] };
  const fields = 'pageSize: 100) { items { id content status } }';
  const result = await site.t.gql<Record<'a' | 's' | 't', Rows>>(
    `{ a: comments(${fields} s: comments(status: SPAM, ${fields} t: comments(status: TRASH, ${fields} }`,
    {},
    { token: site.token },
  );
  const rows = Object.values(result.data ?? {}).flatMap((page) => page.items);
  return rows.find((row) => row.id === id) ?? null;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

async function signIn(options: PageOptions = {}) {
  return signInAdmin(browser, site, options);
}

const row = (page: Page, key: keyof typeof ids): Locator =>
  page.locator(`.admin-comment[data-comment-id="${ids[key]}"]`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text }).first().waitFor();
const tabCount = async (page: Page, name: string) =>
  (await tab(page, name).locator('.admin-tabs__count').innerText()).trim();

/** The public post page's text, as a reader sees it (a fresh page, no admin session). */
async function publicPostText(): Promise<string> {
  const { context, page } = await openPage(browser);
  await page.goto(site.url(`/blogs/${post.id}`));
  const text = await page.locator('#comments, .comments').first().innerText();
  await context.close();
  return text;
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  post = (await createPost(site.t, site.token, { title: 'Still waters', allowComments: true })) as typeof post;
  for (const [key, name, email, content] of READERS) {
    const comment = await addComment(name, email, content);
    expect(comment.status).toBe('PENDING');
    ids[key] = comment.id;
  }
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('comment moderation', () => {
  it('moderates the queue: approve, spam, bulk trash, restore, delete forever, edit, reply, search', async () => {
    const { context, page, errors } = await signIn();

    // The sidebar says how many comments wait.
    const nav = page.locator('.admin-nav');
    const commentsLink = nav.getByRole('link', { name: /^Comments/ });
    await nav.getByRole('link', { name: 'Comments 6 comments waiting for moderation' }).waitFor();
    expect(await commentsLink.getAttribute('href')).toBe('/admin/comments');
    expect(await nav.getByRole('link', { name: /^Messages/ }).getAttribute('href')).toBe('/admin/messages');
    expect(await nav.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/admin/settings');
    await commentsLink.click();
    await page.waitForURL(site.url('/admin/comments'));
    await page.getByRole('heading', { level: 1, name: 'Comments' }).waitFor();
    expect(await page.title()).toBe('Comments — Admin Panel');

    // Pending tab, with its count and the reasons the rules recorded.
    await tab(page, 'Pending').click();
    await page.waitForURL(site.url('/admin/comments?status=pending'));
    // The URL changes first; the tab shows as selected once the list has rendered the new status.
    await page.getByRole('tab', { name: /^Pending\b/, selected: true }).waitFor();
    await row(page, 'alice').waitFor();
    expect(await tabCount(page, 'Pending')).toBe('6');
    expect(await page.locator('.admin-comment').count()).toBe(6);
    const alice = row(page, 'alice');
    expect(await alice.innerText()).toContain('alice@example.org');
    expect(await alice.getByRole('link', { name: 'Still waters' }).getAttribute('href')).toBe(`/blogs/${post.id}`);
    await alice.getByText('First comment from this e-mail').waitFor();
    await alice.getByText('Sent without the form (no token)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'comments-queue');

    // Approve: it leaves the Pending tab and shows on the post.
    await alice.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Comment approved.');
    await alice.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('#admin-comments-tab-pending .admin-tabs__count')?.textContent === '5',
    );
    await nav.getByRole('link', { name: 'Comments 5 comments waiting for moderation' }).waitFor();
    expect(await publicPostText()).toContain('Thank you for this slow reading of Psalm 23.');

    // Spam: it moves to the Spam tab.
    await row(page, 'bob').getByRole('button', { name: 'Spam' }).click();
    await toast(page, 'Comment marked as spam.');
    await row(page, 'bob').waitFor({ state: 'detached' });
    await tab(page, 'Spam').click();
    await page.waitForURL(site.url('/admin/comments?status=spam'));
    await row(page, 'bob').getByText('Spam', { exact: true }).waitFor();
    expect(await tabCount(page, 'Spam')).toBe('1');

    // Bulk: trash Carol's and Dan's at once.
    await tab(page, 'Pending').click();
    await row(page, 'carol').waitFor();
    await page.getByRole('checkbox', { name: 'Select the comment by Carol Diaz' }).check();
    await page.getByRole('checkbox', { name: 'Select the comment by Dan Levi' }).check();
    const bulk = page.getByRole('group', { name: 'Bulk actions' });
    await bulk.getByText('2 selected').waitFor();
    await bulk.getByRole('button', { name: 'Trash' }).click();
    await toast(page, '2 comments moved to the trash.');
    await row(page, 'carol').waitFor({ state: 'detached' });
    await row(page, 'dan').waitFor({ state: 'detached' });

    // Select all on the page checks every row.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await bulk.getByText('2 selected').waitFor();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).uncheck();

    // Trash: restore one (back to Pending), delete the other forever after confirming.
    await tab(page, 'Trash').click();
    await row(page, 'carol').waitFor();
    expect(await tabCount(page, 'Trash')).toBe('2');
    await row(page, 'carol').getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Comment restored.');
    await row(page, 'carol').waitFor({ state: 'detached' });
    expect((await stored(ids.carol))?.status).toBe('PENDING');
    await row(page, 'dan').getByRole('button', { name: 'Delete forever' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this comment forever?' });
    await dialog.waitFor();
    await shot(page, 'comments-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await toast(page, 'Comment deleted forever.');
    await page.getByText('The trash is empty.', { exact: false }).waitFor();
    expect(await stored(ids.dan)).toBeNull();

    // Edit a text inline.
    await tab(page, 'Pending').click();
    const eve = row(page, 'eve');
    await eve.getByRole('button', { name: 'Edit' }).click();
    const editor = eve.getByLabel('Comment text');
    expect(await editor.inputValue()).toBe('Amen to every word.');
    await editor.fill('Amen to every single word.');
    await eve.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Comment updated.');
    await eve.getByText('Amen to every single word.').waitFor();
    expect((await stored(ids.eve))?.content).toBe('Amen to every single word.');

    // Reply to the approved comment: the reply shows under it on the post.
    await tab(page, 'Approved').click();
    await row(page, 'alice').getByRole('button', { name: 'Reply' }).click();
    await row(page, 'alice')
      .getByLabel('Your reply to Alice Martin', { exact: false })
      .fill('Thank you, Alice. Psalm 23 rewards slowness.');
    await shot(page, 'comments-reply');
    await row(page, 'alice').getByRole('button', { name: 'Publish reply' }).click();
    await toast(page, 'Reply published.');
    await page.locator('.admin-comment').filter({ hasText: 'Thank you, Alice. Psalm 23 rewards slowness.' }).waitFor();
    {
      const { context: readerContext, page: reader } = await openPage(browser);
      await reader.goto(site.url(`/blogs/${post.id}`));
      const thread = reader
        .getByTestId('comment')
        .filter({ hasText: 'Thank you for this slow reading of Psalm 23.' })
        .first();
      await thread.locator('.comments__replies').getByText('Thank you, Alice. Psalm 23 rewards slowness.').waitFor();
      await readerContext.close();
    }

    await tab(page, 'All').click();
    await page.locator('.admin-comment--approved').first().waitFor();
    await shot(page, 'comments-all');

    // Search by e-mail: in the URL, debounced.
    await tab(page, 'All').click();
    await page.waitForURL(site.url('/admin/comments'));
    await page.getByRole('searchbox', { name: 'Search comments by text, name or e-mail' }).fill('carol@');
    await page.waitForURL(site.url('/admin/comments?search=carol%40'));
    await page.waitForFunction(() => document.querySelectorAll('.admin-comment').length === 1);
    await row(page, 'carol').waitFor();
    await page.getByRole('searchbox').fill('nobody@nowhere');
    await page.getByText('No comments match “nobody@nowhere”.').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('approves with the keyboard on the comment an e-mail links to, and moves with j and k', async () => {
    const { context, page, errors } = await signIn();
    await page.goto(site.url(`/admin/comments?status=pending&focus=${ids.frank}`));
    const frank = row(page, 'frank');
    await frank.waitFor();
    await page.waitForFunction(
      (id) => (document.activeElement as HTMLElement | null)?.dataset.commentId === id,
      ids.frank,
    );
    expect(await frank.getAttribute('class')).toContain('admin-comment--highlight');

    // The help lists the shortcuts.
    await page.getByText('Keyboard shortcuts').click();
    await page.locator('.admin-shortcuts dl').getByText('Mark as spam').waitFor();
    await page.getByText('Keyboard shortcuts').click();
    await frank.focus();

    // j and k move between rows (Frank's is the newest, so first).
    const order = await page
      .locator('.admin-comment')
      .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.commentId));
    expect(order[0]).toBe(ids.frank);
    await page.keyboard.press('j');
    await page.waitForFunction(
      (id) => (document.activeElement as HTMLElement | null)?.dataset.commentId === id,
      order[1],
    );
    await page.keyboard.press('k');
    await page.waitForFunction(
      (id) => (document.activeElement as HTMLElement | null)?.dataset.commentId === id,
      ids.frank,
    );

    // a approves: the row leaves, the focus goes to the next one.
    await page.keyboard.press('a');
    await toast(page, 'Comment approved.');
    await frank.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (id) => (document.activeElement as HTMLElement | null)?.dataset.commentId === id,
      order[1],
    );
    expect((await stored(ids.frank))?.status).toBe('APPROVED');

    // A notification e-mail's Spam and Approve links only propose: nothing changes until confirmed.
    const next = order[1]!;
    await page.goto(site.url(`/admin/comments?status=pending&focus=${next}&action=spam`));
    const ask = page.getByRole('dialog');
    await ask.getByRole('heading', { name: /^Mark the comment from .+ as spam\?$/ }).waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => !url.searchParams.has('action'));
    expect((await stored(next))?.status).toBe('PENDING');
    await page.goto(site.url(`/admin/comments?status=pending&focus=${next}&action=approve`));
    await ask.getByRole('heading', { name: /^Approve the comment from .+\?$/ }).waitFor();
    await ask.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Comment approved.');
    expect((await stored(next))?.status).toBe('APPROVED');

    // Narrow screen: rows stack, actions wrap.
    const mobile = await openPage(browser, { viewport: MOBILE, adminToken: site.token });
    await mobile.page.goto(site.url('/admin/comments?status=pending'));
    await mobile.page.locator('.admin-comment').first().waitFor();
    const overflow = await mobile.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(mobile.page, 'comments-queue');
    await mobile.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches moderation off in Settings: a new comment is public at once', async () => {
    const { context, page, errors } = await signIn();
    await page.locator('.admin-nav').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(site.url('/admin/settings'));
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.title()).toBe('Settings — Admin Panel');
    expect(await page.getByRole('radio', { name: /First-time commenters \(default\)/ }).isChecked()).toBe(true);
    await page.getByText('NOTIFY_EMAIL').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A refused domain is shown on its field.
    await page.getByLabel('E-mail domains').fill('spam.example\nnot a domain');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('“not a domain” is not an e-mail domain. Write domains such as spam.example.').waitFor();
    expect(await page.getByLabel('E-mail domains').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'settings-error');

    await page.getByLabel('E-mail domains').fill('spam.example');
    await page.getByRole('radio', { name: /^None/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'Settings saved.');
    const settings = await site.t.gql<{ commentSettings: { moderation: string; blockedEmailDomains: string[] } }>(
      '{ commentSettings { moderation blockedEmailDomains } }',
      {},
      { token: site.token },
    );
    expect(settings.data?.commentSettings).toEqual({ moderation: 'NONE', blockedEmailDomains: ['spam.example'] });
    await shot(page, 'settings');

    const comment = await addComment(
      'Grace Kim',
      'grace@example.org',
      'Published without waiting, thanks to the new rules.',
    );
    expect(comment.status).toBe('APPROVED');
    expect(await publicPostText()).toContain('Published without waiting, thanks to the new rules.');

    const mobile = await openPage(browser, { viewport: MOBILE, adminToken: site.token });
    await mobile.page.goto(site.url('/admin/settings'));
    await mobile.page.getByRole('button', { name: 'Save settings' }).waitFor();
    expect(
      await mobile.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(mobile.page, 'settings');
    await mobile.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
