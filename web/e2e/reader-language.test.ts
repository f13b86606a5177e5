import type { Browser, Page } from 'playwright-core';
import { MOBILE, openPage } from './support/browser.js';
import { startBrowsing, stopBrowsing } from './support/browsing.js';
import { chooseLanguage, LANGUAGE_BUTTON } from './support/language.js';
import { createPost, type SeededPosts } from './support/seed.js';
import type { Site } from './support/site.js';

// The reader's language is followed from the language picker to the article, the lists and search.
let site: Site;
let browser: Browser;
let posts: SeededPosts;
/** One untranslated article per language besides English, tagged like the English ones ('faith'). */
const ONLY_IN: Record<string, { id: string; title: string }> = {};

beforeAll(async () => {
  ({ site, browser, posts } = await startBrowsing());
  const extra = [
    { locale: 'fr', title: 'La foi au quotidien', date: '2025-12-01T09:00:00.000Z' },
    { locale: 'es', title: 'La fe de cada día', date: '2025-11-30T09:00:00.000Z' },
    { locale: 'it', title: 'La fede di ogni giorno', date: '2025-11-29T09:00:00.000Z' },
  ];
  for (const spec of extra) {
    const created = await createPost(site, {
      ...spec,
      excerpt: spec.title,
      tags: ['faith'],
      sections: [{ title: spec.title, content: `<p>${spec.title}.</p>` }],
    });
    ONLY_IN[spec.locale] = created;
  }
}, 120000);
afterAll(() => stopBrowsing({ site, browser }));

const LANGUAGES = {
  en: { name: 'English', all: 'All languages' },
  fr: { name: 'Français', all: 'Toutes les langues' },
  es: { name: 'Español', all: 'Todos los idiomas' },
  it: { name: 'Italiano', all: 'Tutte le lingue' },
} as const;
type Code = keyof typeof LANGUAGES;
const OTHERS = ['fr', 'es', 'it'] as const;

const titleOf = (title: string) => `${title} — Wisdom Blog`;

/** The languages of the post cards shown (the `lang` of each card), in order. */
const cardLanguages = (page: Page, list: string) =>
  page.locator(`${list} article.post-card`).evaluateAll((cards) => cards.map((card) => card.getAttribute('lang')));

/** Waits until the list's cards are in exactly these languages (as a set). */
async function waitForCardLanguages(page: Page, list: string, languages: string[]) {
  await page.waitForFunction(
    ({ list, wanted }) => {
      const seen = Array.from(document.querySelectorAll(`${list} article.post-card`), (card) =>
        card.getAttribute('lang'),
      );
      return seen.length > 0 && [...new Set(seen)].sort().join() === wanted;
    },
    { list, wanted: [...languages].sort().join() },
  );
}

const featuredTitles = (page: Page) => page.getByTestId('featured').locator('h2, h3').allInnerTexts();

async function expectArticle(page: Page, post: { id: string; title: string }) {
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  expect(page.url()).toBe(site.url(`/blogs/${post.id}`));
  await page.waitForFunction((title) => document.title === title, titleOf(post.title));
}

describe('choosing a language on a post', () => {
  it.each(OTHERS)(
    '%s: opens the translation (URL, title, history), English opens the original again, Back returns',
    async (code) => {
      const { context, page, errors } = await openPage(browser);
      const english = posts.shepherd;
      const translated = posts[`shepherd-${code}`];
      await page.goto(site.url(`/blogs/${english.id}`));
      await expectArticle(page, english);

      await chooseLanguage(page, LANGUAGES[code].name);
      await expectArticle(page, translated);
      await page.locator(`html[lang="${code}"]`).waitFor({ state: 'attached' });
      expect(await page.getByTestId('language-notice').count()).toBe(0);

      // And back to English: the original is a translation of this one.
      await chooseLanguage(page, 'English');
      await expectArticle(page, english);
      await page.locator('html[lang="en"]').waitFor({ state: 'attached' });

      // Each choice was a history entry: Back walks through the articles read.
      await page.goBack();
      await expectArticle(page, translated);
      await page.goBack();
      await expectArticle(page, english);
      // Back does not switch the language back: the reader's choice stays (English here).
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  const NOTICES: Record<Code, string> = {
    fr: 'Cet article n’a pas été traduit en français ; le voici dans sa langue d’origine (anglais).',
    es: 'Este artículo no se ha traducido al español; aquí está en su idioma original (inglés).',
    it: 'Questo articolo non è stato tradotto in italiano; eccolo nella lingua originale (inglese).',
    en: 'This article has not been translated into English; here it is in the original (French).',
  };

  it.each(OTHERS)('%s: keeps an untranslated article and says so in the chosen language', async (code) => {
    const { context, page } = await openPage(browser);
    await page.goto(site.url(`/blogs/${posts.grace.id}`));
    await expectArticle(page, posts.grace);
    expect(await page.getByTestId('language-notice').count()).toBe(0);

    await chooseLanguage(page, LANGUAGES[code].name);
    const notice = page.getByTestId('language-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(NOTICES[code]);
    expect(await notice.getAttribute('lang')).toBe(code);
    await expectArticle(page, posts.grace);
    expect(await page.locator('article.article').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('en: keeps a French-only article and says so in English', async () => {
    const { context, page } = await openPage(browser, { language: 'fr' });
    await page.goto(site.url(`/blogs/${ONLY_IN.fr.id}`));
    await expectArticle(page, ONLY_IN.fr);
    expect(await page.getByTestId('language-notice').count()).toBe(0);
    await chooseLanguage(page, 'English');
    await page.getByTestId('language-notice').waitFor();
    expect(await page.getByTestId('language-notice').innerText()).toBe(NOTICES.en);
    await expectArticle(page, ONLY_IN.fr);
    await context.close();
  });

  it('at 375 px, by keyboard: the picker opens the translation and the notice fits the screen', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await page.goto(site.url(`/blogs/${posts.wisdom.id}`));
    await expectArticle(page, posts.wisdom);
    await page.getByRole('button', { name: LANGUAGE_BUTTON }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    // Focus starts on the current language (English); the next card is Français.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Français');
    await page.keyboard.press('Enter');
    await expectArticle(page, posts['wisdom-fr']);

    await page.goto(site.url(`/blogs/${posts.grace.id}`));
    const notice = page.getByTestId('language-notice');
    await notice.waitFor();
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});

describe('lists in the reader’s language, or in all of them', () => {
  it.each(Object.keys(LANGUAGES) as Code[])(
    '%s: home grid and tag page show the reader’s language; "All languages" shows every one and is remembered',
    async (code) => {
      const { name, all } = LANGUAGES[code];
      const { context, page } = await openPage(browser, { language: code });
      await page.goto(site.url('/tag/faith'));
      await waitForCardLanguages(page, '.tag-page__list', [code]);
      expect(await page.getByRole('radio', { name }).isChecked()).toBe(true);

      await page.goto(site.url('/'));
      await page.getByTestId('featured').waitFor();
      await waitForCardLanguages(page, '.post-grid', [code]);
      const featured = await featuredTitles(page);
      expect(await page.getByRole('radio', { name }).isChecked()).toBe(true);

      await page.getByRole('radio', { name: all }).check();
      await waitForCardLanguages(page, '.post-grid', ['en', 'fr', 'es', 'it']);
      // A card in another language says which one.
      const foreign = page.locator(`.post-grid article.post-card:not([lang="${code}"])`).first();
      expect(await foreign.getByTestId('card-language').count()).toBe(1);
      // The featured block stays as curated.
      expect(await featuredTitles(page)).toEqual(featured);
      expect(await page.evaluate(() => localStorage.getItem('user-language-lists'))).toBe('all');

      await page.reload();
      await waitForCardLanguages(page, '.post-grid', ['en', 'fr', 'es', 'it']);
      expect(await page.getByRole('radio', { name: all }).isChecked()).toBe(true);
      expect(await featuredTitles(page)).toEqual(featured);

      await page.goto(site.url('/tag/faith'));
      await waitForCardLanguages(page, '.tag-page__list', ['en', 'fr', 'es', 'it']);
      expect(await page.getByRole('radio', { name: all }).isChecked()).toBe(true);

      // Back to the reader's language only.
      await page.getByRole('radio', { name }).check();
      await waitForCardLanguages(page, '.tag-page__list', [code]);
      expect(await page.evaluate(() => localStorage.getItem('user-language-lists'))).toBe('mine');
      await context.close();
    },
  );

  it('the choice works by keyboard and fits a 375 px screen', async () => {
    const { context, page } = await openPage(browser, { viewport: MOBILE, language: 'it' });
    await page.goto(site.url('/'));
    await waitForCardLanguages(page, '.post-grid', ['it']);
    const scope = page.getByTestId('language-scope');
    const box = (await scope.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await page.getByRole('radio', { name: 'Italiano' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Tutte le lingue' }).isChecked()).toBe(true);
    await waitForCardLanguages(page, '.post-grid', ['en', 'fr', 'es', 'it']);
    // The focused option shows the focus ring.
    const outline = await page
      .locator('.language-scope__option input:focus-visible + span')
      .evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline).toBe('solid');
    await context.close();
  });
});

describe('search', () => {
  it.each(Object.keys(LANGUAGES) as Code[])(
    '%s: finds the posts of every language, the reader’s first',
    async (code) => {
      const { context, page } = await openPage(browser, { language: code });
      // "23" is in the title of Psalm 23 in all four languages.
      await page.goto(site.url('/?search=23'));
      await waitForCardLanguages(page, '.post-grid', ['en', 'fr', 'es', 'it']);
      const languages = await cardLanguages(page, '.post-grid');
      expect(languages).toHaveLength(4);
      expect(languages[0]).toBe(code);
      expect(await page.locator('.post-grid article.post-card h3').first().innerText()).toBe(
        posts[code === 'en' ? 'shepherd' : `shepherd-${code}`].title,
      );
      // The search ignores the "All languages" choice: it always looks everywhere.
      expect(await page.getByTestId('language-scope').count()).toBe(0);
      await context.close();
    },
  );
});

describe('language links in the footer', () => {
  it('on a page opened in a named language, switch it in place, so a reload keeps the choice', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(site.url('/tags?lang=fr'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.locator('.site-footer').getByRole('link', { name: 'Español', exact: true }).click();
    await page.waitForURL(site.url('/tags?lang=es'));
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // English is the default language: its address has no parameter.
    await page.locator('.site-footer').getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(site.url('/tags'));
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
