import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, MOBILE, openPage } from './support/browser.js';
import { stopBrowsing } from './support/browsing.js';
import { describeWithBibles, SHOTS, startScriptureSite } from './support/scripture.js';
import type { Site } from './support/site.js';

// The Scripture index (/bible): a reader sees each book with the posts citing it, opens a book on
// its chapters and follows one to its passage page; the page is whole without JavaScript too. The
// Bibles (John and Romans, with every book's names) come from the corpus; without it the suite is
// skipped, saying why.

describeWithBibles('The Scripture index', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    ({ site, browser } = await startScriptureSite(
      [43, 45],
      [
        { locale: 'fr', title: 'La nouvelle naissance', text: 'Lisez Jean 3,1-8.' },
        // From John 3 into John 4: both chapters count it.
        { locale: 'en', title: 'So loved', text: 'John 3:16-4:2 in one go.' },
        { locale: 'fr', title: 'Brouillon', status: 'DRAFT', text: 'Romains 8,28.' },
      ],
    ));
  }, 120000);
  afterAll(() => stopBrowsing({ site, browser }));

  const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

  /** A book of the index, found by its OSIS code. */
  const book = (page: Page, osis: string) => page.locator(`details[data-osis="${osis}"]`);

  it('lists the books with their counts, opens a book on its chapters and follows one to its passage page', async () => {
    const { context, page, errors } = await openPage(browser, { language: 'fr' });
    await page.goto(site.url('/bible'));
    await page.getByRole('heading', { level: 1, name: 'La Bible' }).waitFor();
    expect(await page.getByTestId('scripture-index-summary').innerText()).toBe(
      '2 articles, toutes langues confondues, citent les Écritures.',
    );
    const oldTestament = page.getByRole('region', { name: 'Ancien Testament' });
    const newTestament = page.getByRole('region', { name: 'Nouveau Testament' });
    expect(await oldTestament.locator('summary').count()).toBe(39);
    expect(await newTestament.locator('summary').count()).toBe(27);
    expect(await oldTestament.locator('summary').first().innerText()).toBe('Genèse');
    // Named in French, with its count; a book only a draft cites is listed, quieter.
    const john = book(page, 'John');
    expect(await john.locator('summary').innerText()).toBe('Jean\n2 articles');
    expect(await book(page, 'Rom').locator('summary').innerText()).toBe('Romains');
    expect(await book(page, 'Rom').getAttribute('class')).toContain('scripture-book--quiet');
    expect(await john.getAttribute('class')).not.toContain('--quiet');
    await shot(page, 'scripture-index-1280');

    // The chapters, each linking to its passage page; the cited ones with their count.
    await john.locator('summary').click();
    const chapters = page.getByRole('list', { name: 'Chapitres de Jean' });
    await chapters.waitFor();
    expect(await chapters.getByRole('link').count()).toBe(21);
    const third = chapters.getByRole('link', { name: 'Jean 3 (2 articles)' });
    expect(await third.getAttribute('href')).toBe('/bible/John.3');
    expect(await chapters.getByRole('link', { name: 'Jean 4 (1 article)' }).count()).toBe(1);
    const fifth = chapters.getByRole('link', { name: 'Jean 5', exact: true });
    expect(await fifth.getAttribute('class')).toContain('scripture-chapter--quiet');
    await shot(page, 'scripture-index-open-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: the chapter links follow the book's summary.
    await john.locator('summary').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-osis'))).toBe('John.1');

    await third.click();
    await page.waitForURL(site.url('/bible/John.3'));
    await page.getByRole('heading', { level: 1, name: 'Jean 3' }).waitFor();
    expect(await page.getByTestId('passage-posts').locator('.post-card__title').allInnerTexts()).toEqual([
      'La nouvelle naissance',
      'So loved',
    ]);

    // From a passage page back to the index, opened on its book.
    await page.getByRole('link', { name: 'Tous les livres et chapitres' }).click();
    await page.waitForURL(site.url('/bible#John'));
    await page.getByRole('list', { name: 'Chapitres de Jean' }).waitFor();
    expect(await book(page, 'John').getAttribute('open')).not.toBeNull();

    // The footer leads there from every page.
    await page.goto(site.url('/tags'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Index des Écritures' }).click();
    await page.waitForURL(site.url('/bible'));
    await page.getByTestId('scripture-index').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: two books a row, chapter tiles within the screen', async () => {
    const { context, page, errors } = await openPage(browser, { language: 'fr', viewport: MOBILE });
    await page.goto(site.url('/bible'));
    await page.getByTestId('scripture-index').waitFor();
    // The first screen (the whole page is five screens tall).
    await page.screenshot({ path: join(SHOTS, 'scripture-index-375.png') });
    await book(page, 'John').locator('summary').click();
    await page.getByRole('list', { name: 'Chapitres de Jean' }).waitFor();
    await book(page, 'John').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'scripture-index-open-375.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const tile = (await page.locator('a[data-osis="John.21"]').boundingBox())!;
    expect(tile.x + tile.width).toBeLessThanOrEqual(MOBILE.width);
    expect(tile.height).toBeGreaterThanOrEqual(44);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is rendered by the server in one pass, with its head, hydrates without requests and works without JavaScript', async () => {
    const response = await fetch(site.url('/bible?lang=es'));
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toContain('desc="1 pass"');
    const html = await response.text();
    expect(html).toContain('<title>La Biblia — Wisdom Blog</title>');
    expect(html).toContain(`<link rel="canonical" href="${site.url('/bible?lang=es')}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${site.url('/bible?lang=fr')}"/>`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('Todos los libros y capítulos de la Biblia');
    expect(html).toContain('Apocalipsis');

    // Hydrated with what the server sent: no request to the API, no mismatch.
    const hydrated = await openPage(browser, { language: 'it' });
    const requests: string[] = [];
    const warnings: string[] = [];
    hydrated.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') requests.push(request.postData() ?? request.url());
    });
    hydrated.page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await hydrated.page.goto(site.url('/bible?lang=it'), { waitUntil: 'networkidle' });
    await hydrated.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await book(hydrated.page, 'John').locator('summary').innerText()).toBe('Giovanni\n2 articoli');
    expect({ requests, warnings, errors: hydrated.errors }).toEqual({ requests: [], warnings: [], errors: [] });
    await hydrated.context.close();

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto(site.url('/bible'));
      expect(await book(page, 'John').locator('summary').innerText()).toBe('John\n2 posts');
      // The browser's own disclosure opens the book; the chapter is a plain link.
      await book(page, 'John').locator('summary').click();
      await page.getByRole('link', { name: 'John 4 (1 post)' }).click();
      await page.waitForURL(site.url('/bible/John.4'));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('John 4');
      expect(await page.getByTestId('passage-posts').innerText()).toContain('So loved');
    } finally {
      await context.close();
    }
  });
});
