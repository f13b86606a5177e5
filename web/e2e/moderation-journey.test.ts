// A reader's comment from the form to the page, through moderation, in real browsers against the
// real server: it is held (a first-time commenter), its poster sees it in place as awaiting
// moderation while another reader does not; the owner approves it from the queue and the
// poster's page then shows it as published. A form filled by a bot (the hidden honeypot field)
// is answered like any other but lands in Spam. Screenshots of the reader's page go to /tmp/shots/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { signInAdmin } from './support/admin.js';
import { launchBrowser, MOBILE, openPage } from './support/browser.js';
import { createPost } from './support/seed.js';
import { type Site, startSite } from './support/site.js';

const SHOTS = '/tmp/shots';

let site: Site;
let browser: Browser;
let post: { id: string };

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  post = await createPost(site, {
    title: 'The mustard seed',
    sections: [{ title: 'Faith', content: '<p>Smaller than all the seeds.</p>' }],
  });
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Fills and sends the comment form as a person would: not within the first 3 seconds. */
async function comment(page: Page, name: string, email: string, text: string): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message').fill(text);
  await page.waitForTimeout(3200);
  await page.getByRole('button', { name: 'Post Comment' }).click();
}

/** The statuses the moderation queue gives the comments with `text`. */
async function statusesOf(text: string): Promise<string[]> {
  // Without a status the queue lists pending and approved comments; spam is a tab of its own.
  const result = await site.t.gql<Record<'listed' | 'spam', { items: { status: string }[] }>>(
    `query ($search: String) {
      listed: comments(search: $search) { items { status } }
      spam: comments(search: $search, status: SPAM) { items { status } }
    }`,
    { search: text },
    { token: site.token },
  );
  return Object.values(result.data!).flatMap((page) => page.items.map((item) => item.status));
}

describe('a held comment, from the reader to the owner and back', () => {
  it('is shown to its poster only until the owner approves it from the queue', async () => {
    const reader = await openPage(browser);
    await reader.page.goto(site.url(`/blogs/${post.id}`));
    await comment(reader.page, 'Lydia', 'lydia@example.org', 'Faith as small as a seed still moves me.');
    const mine = reader.page.getByTestId('comment').filter({ hasText: 'Faith as small as a seed' });
    await mine.getByTestId('comment-pending').waitFor();
    expect(await mine.getByTestId('comment-pending').innerText()).toBe('Your comment is awaiting moderation.');
    await reader.page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    mkdirSync(SHOTS, { recursive: true });
    await reader.page.locator('.comments').screenshot({ path: `${SHOTS}/reader-pending-1280.png` });

    // Another browser: no trace of it.
    const other = await openPage(browser, { viewport: MOBILE });
    await other.page.goto(site.url(`/blogs/${post.id}`));
    await other.page.getByRole('heading', { name: 'Comments (0)' }).waitFor();
    expect(await other.page.getByText('Faith as small as a seed').count()).toBe(0);

    // The owner approves it from the Pending tab and replies.
    const admin = await signInAdmin(browser, site);
    await admin.page.goto(site.url('/admin/comments?status=pending'));
    const row = admin.page.locator('.admin-comment').filter({ hasText: 'Faith as small as a seed' });
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.page.locator('.toast').first().waitFor();
    await admin.page.getByRole('tab', { name: /^Approved\b/ }).click();
    await row.getByRole('button', { name: 'Reply' }).click();
    await row.getByRole('textbox').last().fill('Thank you, Lydia: may it grow.');
    await row.getByRole('button', { name: 'Publish reply' }).click();
    await admin.page.locator('.toast').filter({ hasText: /repl/i }).first().waitFor();

    // The poster's page now lists it as published, once, with the author's reply under it.
    await reader.page.reload();
    await reader.page.getByRole('heading', { name: /^Comments \(\d\)$/ }).waitFor();
    await reader.page.getByText('Thank you, Lydia: may it grow.').waitFor();
    expect(await reader.page.getByTestId('comment-pending').count()).toBe(0);
    expect(await reader.page.getByText('Faith as small as a seed still moves me.').count()).toBe(1);
    const reply = reader.page.locator('.comments__replies .comment');
    expect(await reply.locator('.comment__badge').innerText()).toMatch(/author/i);
    await reader.page.locator('.comments').screenshot({ path: `${SHOTS}/reader-approved-1280.png` });
    await other.page.reload();
    await other.page.getByText('Faith as small as a seed still moves me.').waitFor();
    await other.page.locator('.comments').screenshot({ path: `${SHOTS}/reader-approved-375.png` });

    for (const opened of [reader, other, admin]) await opened.context.close();
  });

  it('files a form whose hidden field a bot filled as spam, while answering as usual', async () => {
    const bot = await openPage(browser);
    await bot.page.goto(site.url(`/blogs/${post.id}`));
    // People never see the field: it is off screen and out of the tab order.
    const trap = bot.page.locator('#comment-homepage');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(0);
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await trap.fill('https://cheap.example', { force: true });
    await comment(bot.page, 'Best Deals', 'deals@example.net', 'Great post, visit my site for deals.');
    await bot.page.getByTestId('comment-pending').waitFor();
    expect(await statusesOf('visit my site for deals')).toEqual(['SPAM']);
    await bot.context.close();
  });
});
