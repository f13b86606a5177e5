import type { Browser } from 'playwright-core';
import { openPage } from './support/browser.js';
import { recordOperations } from './support/graphql.js';
import { chooseLanguage } from './support/language.js';
import type { SeededPosts } from './support/seed.js';
import type { Site } from './support/site.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';

let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => ({ site, browser, posts } = await startBrowsing()), 120000);
afterAll(() => stopBrowsing({ site, browser }));

const CASES = [
  {
    locale: 'fr',
    name: 'Français',
    nav: ['Accueil', 'À propos', 'Thèmes', 'Contact'],
    latest: 'Derniers articles',
    featuredDate: '12 octobre 2025',
    cardDate: '12 oct. 2025',
    listed: ['shepherd-fr', 'wisdom-fr'],
  },
  {
    locale: 'es',
    name: 'Español',
    nav: ['Inicio', 'Acerca de', 'Temas', 'Contacto'],
    latest: 'Últimos artículos',
    featuredDate: '12 de octubre de 2025',
    cardDate: '12 oct 2025',
    listed: ['shepherd-es', 'james-es'],
  },
  {
    locale: 'it',
    name: 'Italiano',
    nav: ['Inizio', 'Chi siamo', 'Argomenti', 'Contatti'],
    latest: 'Ultimi articoli',
    featuredDate: '12 ottobre 2025',
    cardDate: '12 ott 2025',
    listed: ['shepherd-it', 'prayer-it'],
  },
] as const;

describe('language switch', () => {
  it.each(CASES)('switches to $name: interface text, dates and listed posts', async (c) => {
    const { context, page } = await openPage(browser);
    const operations = recordOperations(page);
    await page.goto(site.url('/'));
    await page.getByTestId('featured').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await chooseLanguage(page, c.name);

    // The language's catalog is a chunk of its own: the page switches once it has loaded.
    await page.locator(`html[lang="${c.locale}"]`).waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: c.latest }).waitFor();
    expect(await page.locator('.main-nav .nav-link').allInnerTexts()).toEqual([...c.nav]);
    // Posts in the reader's language, dates in it too.
    const titles = page.locator('.post-grid article.post-card h3');
    await page.waitForFunction(
      (count) => document.querySelectorAll('.post-grid article.post-card').length === count,
      c.listed.length,
    );
    expect((await titles.allInnerTexts()).sort()).toEqual(c.listed.map((key) => posts[key].title).sort());
    const shepherd = posts[c.listed[0]];
    const card = page.locator('.post-grid article.post-card', { hasText: shepherd.title });
    expect(await card.locator('time').innerText()).toBe(c.cardDate);
    // The featured block shows each article in the reader's language when it exists.
    const large = page.getByTestId('featured').locator('article').first();
    await page.waitForFunction(
      (title) => document.querySelector('[data-testid="featured"] h2')?.textContent === title,
      shepherd.title,
    );
    expect(await large.locator('time').innerText()).toBe(c.featuredDate);
    // Every content query now asks for that language.
    for (const name of ['PostList', 'FeaturedPosts', 'PopularPosts', 'PopularTags', 'ArchiveYears']) {
      expect(operations.filter((op) => op.name === name).map((op) => op.variables.locale)).toContain(c.locale);
    }
    // The choice is remembered.
    expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBe(c.locale);
    await page.reload();
    await page.getByRole('heading', { name: c.latest }).waitFor();
    await context.close();
  });

  it('starts in the browser language when none is stored, and in English otherwise', async () => {
    const spanish = await openPage(browser, { browserLocale: 'es-MX' });
    await spanish.page.goto(site.url('/tags'));
    await spanish.page.getByRole('heading', { level: 1, name: 'Todos los temas' }).waitFor();
    expect(await spanish.page.locator('html').getAttribute('lang')).toBe('es');
    await spanish.context.close();

    const german = await openPage(browser, { browserLocale: 'de-DE' });
    await german.page.goto(site.url('/tags'));
    await german.page.getByRole('heading', { level: 1, name: 'All Topics' }).waitFor();
    await german.context.close();
  });

  it('keeps the language overlay keyboard-operable, with focus trapped and restored', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url('/about'));
    const trigger = page.getByRole('button', { name: /Change language/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose your language' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('English');
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((node) => node === document.activeElement)).toBe(true);
    await context.close();
  });
});
