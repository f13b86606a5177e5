// The owner's inbox (/admin/messages) in the browser against the real server: messages sent
// through the contact form and the API arrive unread; opening one marks it read (the server
// agrees), Mark as unread undoes it, two are deleted together after a confirmation, Reply is a
// mailto: link to the sender, search and the Unread filter live in the URL, pages, a refused
// change is rolled back, the narrow layout, French, and no inbox for anonymous callers.
// Screenshots at 1280 px and 375 px go to /tmp/shots for a look by eye.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ContactMessage } from '../../api/src/modules/contact/contact-message.entity.js';
import { seriousViolations } from './support/axe.js';
import { collectConsoleErrors, DESKTOP, launchBrowser, MOBILE, openPage, type PageOptions } from './support/browser.js';
import { delayOperation, failOperation } from './support/graphql.js';
import { type Site, startSite } from './support/site.js';

const SHOTS = '/tmp/shots';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launchBrowser();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

// Each test starts from an empty inbox.
beforeEach(async () => {
  await site.t.app.orm.em.fork().nativeDelete(ContactMessage, {});
});

const SENDERS = {
  lydia: { fullName: 'Lydia of Thyatira', email: 'lydia@example.com', message: 'Could you write a study on Acts 16?' },
  priscilla: {
    fullName: 'Priscilla',
    email: 'priscilla@example.org',
    message:
      'Thank you for the series on Romans.\nOur group read it together every Tuesday evening, and it opened ' +
      'chapter 8 to us in a way we had never seen before.\n\nWould you consider Galatians next?',
  },
  apollos: { fullName: 'Apollos', email: 'apollos@alexandria.example', message: 'A question about Hebrews 11.' },
};

/** Sends a contact message as a visitor would, through the API. */
async function sendByApi(input: { fullName: string; email: string; message: string }) {
  const result = await site.t.gql('mutation ($input: ContactInput!) { sendContactMessage(input: $input) }', {
    input,
  });
  expect(result.errors).toBeUndefined();
}

/** Sends a contact message through the public contact form. */
async function sendByForm(input: { fullName: string; email: string; message: string }) {
  const { context, page } = await openPage(browser);
  await page.goto(site.url('/contact-us'));
  await page.getByLabel('Full name').fill(input.fullName);
  await page.getByLabel('Email', { exact: true }).fill(input.email);
  await page.getByLabel('Message').fill(input.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' }).waitFor();
  await context.close();
}

/** Lydia through the form, then Priscilla and Apollos through the API: newest first is Apollos, Priscilla, Lydia. */
async function sendThree() {
  await sendByForm(SENDERS.lydia);
  await sendByApi(SENDERS.priscilla);
  await sendByApi(SENDERS.apollos);
}

/** What the server says, asked as the owner. */
async function inboxOnServer(search?: string) {
  const result = await site.t.gql<{
    contactMessages: { totalItems: number; unreadCount: number; items: { fullName: string; read: boolean }[] };
    unreadMessageCount: number;
  }>(
    'query ($search: String) { unreadMessageCount contactMessages(search: $search) { totalItems unreadCount items { fullName read } } }',
    { search },
    { token: site.token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** Polls the server until `check` holds (a change is sent after the screen has already shown it). */
async function eventually(check: () => Promise<boolean>, timeout = 5000) {
  const until = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('The server never reached the expected state');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function openInbox(options: PageOptions = {}, path = '/admin/messages') {
  const { context, page, errors } = await openPage(browser, { adminToken: site.token, ...options });
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(site.url(path));
  return { context, page, errors: [...errors, ...consoleErrors] };
}

const rows = (page: Page) => page.locator('.inbox-row');
const row = (page: Page, name: string) => page.locator('.inbox-row', { hasText: name });
const names = (page: Page) => page.locator('.inbox-row__name').allTextContents();
const isUnread = async (item: Locator) => (await item.getAttribute('class'))!.includes('inbox-row--unread');
const unreadFilter = (page: Page) => page.locator('.inbox-filter__button').nth(1);
/** The Unread filter's accessible name: "Unread (2)". */
const unreadLabel = async (page: Page) => /button "(.*)"/.exec(await unreadFilter(page).ariaSnapshot())![1];
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOTS, `admin-messages-${name}.png`), fullPage });
}

describe('admin messages', () => {
  it('lists new messages unread, opens, marks unread, replies by e-mail, searches and deletes two', async () => {
    await sendThree();
    const { context, page, errors } = await openInbox();

    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await rows(page).nth(2).waitFor();
    expect(await page.title()).toContain('Admin Panel');
    expect(await names(page)).toEqual(['Apollos', 'Priscilla', 'Lydia of Thyatira']);
    for (const item of await rows(page).all()) expect(await isUnread(item)).toBe(true);
    // Screen readers hear which ones are unread.
    expect(await row(page, 'Apollos').getByRole('button', { name: 'Unread: Apollos' }).count()).toBe(1);
    expect(await unreadLabel(page)).toBe('Unread (3)');
    await page.getByRole('button', { name: 'Unread (3)', exact: true }).waitFor();
    expect(await page.locator('.inbox-count').textContent()).toBe('3 messages');
    // The list shows the start of each message, the date in full on hover.
    expect(await row(page, 'Priscilla').locator('.inbox-row__snippet').textContent()).toContain(
      'Thank you for the series on Romans.',
    );
    const time = row(page, 'Apollos').locator('time');
    expect(await time.textContent()).toMatch(/now|second|minute/);
    expect(await time.getAttribute('title')).toMatch(/\d{4}/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'list-1280');

    // Open Priscilla's message with the keyboard: the whole text shows and it is read, on the server too.
    const priscilla = row(page, 'Priscilla');
    await priscilla.locator('.inbox-row__toggle').focus();
    await page.keyboard.press('Enter');
    expect(await priscilla.locator('.inbox-row__toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await priscilla.locator('.inbox-row__message').textContent()).toBe(SENDERS.priscilla.message);
    await page.waitForFunction(() => !document.querySelector('.inbox-row--open.inbox-row--unread'));
    expect(await unreadLabel(page)).toBe('Unread (2)');
    await eventually(async () => (await inboxOnServer()).unreadMessageCount === 2);
    expect((await inboxOnServer()).contactMessages.items.find((m) => m.fullName === 'Priscilla')!.read).toBe(true);

    // Reply: the owner's mail client, to the sender, with the subject and the message quoted.
    const siteName = (await site.t.gql<{ siteSettings: { siteName: string } }>('{ siteSettings { siteName } }')).data!
      .siteSettings.siteName;
    const reply = priscilla.getByRole('link', { name: 'Reply to Priscilla by e-mail' });
    const href = (await reply.getAttribute('href'))!;
    expect(href.startsWith('mailto:priscilla@example.org?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(`Re: Your message to ${siteName}`);
    expect(url.searchParams.get('body')).toContain('> Thank you for the series on Romans.\r\n> Our group read it');
    expect(url.searchParams.get('body')).toMatch(/Priscilla wrote:/);
    await shot(page, 'open-1280');

    // Mark as unread: bold again, the count back to 3, on the server too.
    await priscilla.getByRole('button', { name: 'Mark as unread' }).click();
    await toast(page, 'Message marked as unread.').waitFor();
    expect(await isUnread(priscilla)).toBe(true);
    expect(await unreadLabel(page)).toBe('Unread (3)');
    await eventually(async () => (await inboxOnServer()).unreadMessageCount === 3);
    expect(await priscilla.getByRole('button', { name: 'Mark as read' }).isVisible()).toBe(true);
    await priscilla.locator('.inbox-row__toggle').click();
    expect(await priscilla.locator('.inbox-row__toggle').getAttribute('aria-expanded')).toBe('false');

    // Search by e-mail address: in the URL, one match; cleared, all three again.
    await page.getByLabel('Search messages').fill('alexandria');
    await page.waitForURL(/[?&]search=alexandria/);
    await page.waitForFunction(() => document.querySelectorAll('.inbox-row').length === 1);
    expect(await names(page)).toEqual(['Apollos']);
    await page.getByLabel('Search messages').fill('');
    await page.waitForFunction(() => document.querySelectorAll('.inbox-row').length === 3);
    expect(page.url()).not.toContain('search=');

    // Select two and delete them, after a confirmation.
    await page.getByLabel('Select the message from Apollos').check();
    await page.getByLabel('Select the message from Lydia of Thyatira').check();
    const bulk = page.getByRole('group', { name: 'Selected messages' });
    expect(await bulk.locator('.inbox-bulk__count').textContent()).toBe('2 selected');
    await bulk.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 messages?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await shot(page, 'confirm-1280', false);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, '2 messages deleted.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.inbox-row').length === 1);
    expect(await names(page)).toEqual(['Priscilla']);
    const left = await inboxOnServer();
    expect(left.contactMessages.totalItems).toBe(1);
    expect(left.unreadMessageCount).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters unread messages through the URL and selects all on the page', async () => {
    await sendThree();
    const { context, page } = await openInbox();
    await rows(page).nth(2).waitFor();
    await row(page, 'Apollos').locator('.inbox-row__toggle').click();
    await page.waitForFunction(() => document.querySelectorAll('.inbox-row--unread').length === 2);

    await unreadFilter(page).click();
    await page.waitForURL(/[?&]filter=unread/);
    await page.waitForFunction(() => document.querySelectorAll('.inbox-row').length === 2);
    expect(await names(page)).toEqual(['Priscilla', 'Lydia of Thyatira']);
    expect(await unreadFilter(page).getAttribute('aria-pressed')).toBe('true');

    // Select all, mark read: the Unread view empties.
    await page.getByLabel('Select all on this page').check();
    expect(await page.locator('.inbox-bulk__count').textContent()).toBe('2 selected');
    await page.getByRole('group', { name: 'Selected messages' }).getByRole('button', { name: 'Mark as read' }).click();
    await toast(page, '2 messages marked as read.').waitFor();
    await page.getByText('No unread messages.').waitFor();
    expect((await inboxOnServer()).unreadMessageCount).toBe(0);

    // The URL alone brings the same view back.
    await page.reload();
    await page.getByText('No unread messages.').waitFor();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('.inbox-row').length === 3);
    expect(page.url()).not.toContain('filter=');
    await context.close();
  });

  it('shows a skeleton while loading, the empty inbox, then pages of 20', async () => {
    const { context, page } = await openPage(browser, { adminToken: site.token });
    await delayOperation(page, 'AdminContactMessages', 1000);
    await page.goto(site.url('/admin/messages'));
    const skeleton = page.getByTestId('inbox-skeleton');
    await skeleton.waitFor();
    expect(await skeleton.getAttribute('role')).toBe('status');
    expect(await skeleton.textContent()).toBe('Loading messages...');
    await shot(page, 'loading-1280');
    await page.getByText('No messages yet.').waitFor();
    expect(await skeleton.count()).toBe(0);
    await shot(page, 'empty-1280');

    const em = site.t.app.orm.em.fork();
    const start = Date.UTC(2026, 0, 1);
    for (let i = 1; i <= 23; i++) {
      em.create(ContactMessage, {
        fullName: `Reader ${i}`,
        email: `reader${i}@example.com`,
        message: `Message number ${i}`,
        createdAt: new Date(start + i * 60_000),
      });
    }
    await em.flush();
    await page.reload();
    await rows(page).nth(19).waitFor();
    expect(await rows(page).count()).toBe(20);
    expect((await names(page))[0]).toBe('Reader 23');
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.waitForFunction(() => document.querySelectorAll('.inbox-row').length === 3);
    expect(await names(page)).toEqual(['Reader 3', 'Reader 2', 'Reader 1']);
    await context.close();
  });

  it('takes back a change the server refuses, with an error toast', async () => {
    await sendByApi(SENDERS.apollos);
    const { context, page } = await openInbox();
    await failOperation(page, 'AdminMarkMessagesRead');
    await failOperation(page, 'AdminDeleteMessages');
    const apollos = row(page, 'Apollos');
    await apollos.waitFor();

    await apollos.locator('.inbox-row__toggle').click();
    await toast(page, 'The messages could not be updated. Please try again.').waitFor();
    expect(await isUnread(apollos)).toBe(true);
    expect(await unreadLabel(page)).toBe('Unread (1)');

    await apollos.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'The messages could not be deleted. Please try again.').waitFor();
    expect(await rows(page).count()).toBe(1);
    expect((await inboxOnServer()).contactMessages.totalItems).toBe(1);
    await context.close();
  });

  it('shows an error with a retry when the inbox cannot load', async () => {
    await sendByApi(SENDERS.lydia);
    const { context, page } = await openPage(browser, { adminToken: site.token });
    await failOperation(page, 'AdminContactMessages', 'Database unavailable');
    await page.goto(site.url('/admin/messages'));
    const alert = page.getByRole('alert').filter({ hasText: 'Error: Database unavailable' });
    await alert.waitFor();
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await row(page, 'Lydia of Thyatira').waitFor();
    await context.close();
  });

  it('fits 375 px: no sideways scrolling, actions within reach', async () => {
    await sendThree();
    const { context, page } = await openInbox({ viewport: MOBILE });
    await rows(page).nth(2).waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, 'list-375');

    await row(page, 'Priscilla').locator('.inbox-row__toggle').click();
    await row(page, 'Priscilla').locator('.inbox-row__message').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    const reply = (await row(page, 'Priscilla').getByRole('link', { name: /Reply/ }).boundingBox())!;
    expect(reply.x + reply.width).toBeLessThanOrEqual(MOBILE.width);
    await page.getByLabel('Select the message from Apollos').check();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'open-375');
    await context.close();
  });

  it('speaks French', async () => {
    await sendByApi(SENDERS.apollos);
    const { context, page } = await openInbox({ language: 'fr' });
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await row(page, 'Apollos').waitFor();
    await page.getByRole('button', { name: 'Non lus (1)', exact: true }).waitFor();
    await row(page, 'Apollos').locator('.inbox-row__toggle').click();
    const href = (await row(page, 'Apollos')
      .getByRole('link', { name: 'Répondre à Apollos par e-mail' })
      .getAttribute('href'))!;
    expect(new URL(href).searchParams.get('subject')).toMatch(/^Re : Votre message à /);
    await shot(page, 'fr-1280');
    await context.close();

    // The longer French labels still fit a phone.
    const phone = await openInbox({ language: 'fr', viewport: MOBILE });
    await row(phone.page, 'Apollos').waitFor();
    await phone.page.getByLabel('Sélectionner le message de Apollos').check();
    await row(phone.page, 'Apollos').locator('.inbox-row__toggle').click();
    await row(phone.page, 'Apollos').locator('.inbox-row__message').waitFor();
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(phone.page, 'fr-375');
    await phone.context.close();
  });

  it('keeps the inbox from anonymous callers', async () => {
    await sendByApi(SENDERS.lydia);
    for (const query of [
      '{ contactMessages { totalItems items { email message } } }',
      '{ unreadMessageCount }',
      'mutation { markMessagesRead(ids: ["1"]) }',
      'mutation { deleteMessages(ids: ["1"]) }',
    ]) {
      const result = await site.t.gql(query);
      expect([query, result.errors?.[0]?.extensions?.code]).toEqual([query, 'UNAUTHENTICATED']);
      expect(JSON.stringify(result.data ?? null)).not.toContain('lydia@example.com');
    }
    // And a visitor's browser at /admin/messages is sent to the sign-in page.
    const { context, page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(site.url('/admin/messages'));
    await page.waitForURL(/\/admin\/login/);
    await context.close();
  });
});
