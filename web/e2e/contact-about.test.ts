import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, openPage } from './support/browser.js';
import { failOperation } from './support/graphql.js';
import { AUTHOR, setAuthor } from './support/seed.js';
import { type Site, startSite } from './support/site.js';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function fillContact(page: import('playwright-core').Page) {
  await page.getByLabel('Full name').fill('Lydia of Thyatira');
  await page.getByLabel('Email', { exact: true }).fill('lydia@example.com');
  await page.getByLabel('Message').fill('Could you write a study on Acts 16?');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

describe('contact page', () => {
  it('sends the message, shows a success toast top-right for 5 seconds and clears the form', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/contact-us'));
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await fillContact(page);
    const toast = page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' });
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(60);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');

    const stored = await site.t.gql(
      '{ contactMessages { items { fullName email message } } }',
      {},
      { token: site.token },
    );
    expect(stored.data!.contactMessages.items).toEqual([
      { fullName: 'Lydia of Thyatira', email: 'lydia@example.com', message: 'Could you write a study on Acts 16?' },
    ]);
    await toast.waitFor({ state: 'detached', timeout: 7000 });
    await context.close();
  });

  it('shows an error toast and keeps the text when sending fails', async () => {
    const { context, page } = await openPage(browser);
    await failOperation(page, 'SendContactMessage', 'Too many requests', 'TOO_MANY_REQUESTS');
    await page.goto(site.url('/contact-us'));
    await fillContact(page);
    await page.getByRole('alert').filter({ hasText: 'An error occurred' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Lydia of Thyatira');
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'An error occurred' }).count()).toBe(0);
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/contact-us'));
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('about page', () => {
  it('shows a skeleton for 1500 ms, then the welcome, the profile from the site settings and three mission items', async () => {
    await setAuthor(site);
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/about'));
    await page.getByTestId('about-skeleton').waitFor();
    const started = Date.now();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Wisdom Blog' }).waitFor();
    expect(Date.now() - started).toBeGreaterThan(900);
    expect(await page.getByTestId('about-skeleton').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: AUTHOR.name }).isVisible()).toBe(true);
    expect(await page.locator('.about__role').innerText()).toBe('Writer and Bible teacher');
    expect(await page.locator('.about__profile p').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(`mailto:${AUTHOR.email}`);
    for (const name of ['X', 'LinkedIn', 'GitHub']) {
      expect(await page.locator('.about__links').getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('mission-item').allInnerTexts()).toEqual([
      expect.stringContaining('Biblical wisdom'),
      expect.stringContaining('Community'),
      expect.stringContaining('Modern relevance'),
    ]);
    expect(await page.title()).toBe('About — Wisdom Blog');
    await context.close();
  });
});

describe('other pages', () => {
  it('serves privacy, styles, blog, archive, demos and a not-found page (noindex)', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(site.url('/privacy'));
    await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(/email address is never shown/);
    await page.goto(site.url('/styles'));
    await page.getByRole('heading', { level: 1, name: 'Styles' }).waitFor();
    await page.goto(site.url('/blog'));
    await page.getByRole('heading', { level: 1, name: 'All Articles' }).waitFor();
    await page.getByText('No articles have been published yet.').waitFor();
    await page.goto(site.url('/archive/2023'));
    await page.getByRole('heading', { level: 1, name: 'Articles from 2023' }).waitFor();
    await page.goto(site.url('/demo/nft'));
    await page.getByRole('heading', { name: 'Top NFTs collections' }).waitFor();
    await page.getByRole('heading', { name: 'Biggest Movers' }).waitFor();
    await page.getByRole('heading', { name: 'New NFT Collections' }).waitFor();
    await page.goto(site.url('/demo/music'));
    await page.getByRole('tab', { name: 'My Playlists' }).click();
    expect(await page.getByRole('tab', { name: 'My Playlists' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('.track').first().click();
    await page.getByRole('dialog').getByText('Now playing').waitFor();

    const response = await page.goto(site.url('/no/such/page'));
    expect(response!.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(errors).toEqual([]);
    await context.close();
  });
});
