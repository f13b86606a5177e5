import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, MOBILE, openPage } from './support/browser.js';
import { stopBrowsing } from './support/browsing.js';
import { describeWithBibles, type PassagePost, SHOTS, startScriptureSite } from './support/scripture.js';
import type { Site } from './support/site.js';

// Scripture in the reader site: a French post citing "Jean 3.16" shows the reference as a link
// with a preview of the verse, which leads to the passage's page, where the post is listed and
// the translation can be switched. The Bibles come from the corpus (Luke, John and Acts of the
// four translations); without it the suite is skipped, saying why.

const LOVED_FR = 'Car Dieu a tant aimé le monde';
const LOVED_EN = 'For God so loved the world';

const POSTS: PassagePost[] = [
  {
    locale: 'fr',
    title: 'L’amour qui donne',
    excerpt: 'Un verset que tout le monde connaît.',
    sections: [
      {
        title: 'Le verset',
        content:
          '<p>Tout l’Évangile tient dans Jean 3.16 : Dieu donne, l’homme reçoit.</p>' +
          '<p>Relisez aussi Jean 3,17-18 avant de prier.</p><p><code>Jean 3.16</code> reste du code.</p>',
      },
    ],
    tags: ['amour'],
  },
  {
    locale: 'en',
    title: 'So loved',
    excerpt: 'The best-known verse.',
    text: 'John 3:16 is the gospel in one sentence.',
  },
  { locale: 'fr', title: 'Sans référence', text: 'Un texte sans passage cité.' },
];

describeWithBibles('Scripture on the reader site', () => {
  let site: Site;
  let browser: Browser;
  let french: { id: string; title: string };
  let english: { id: string; title: string };
  let plain: { id: string; title: string };

  beforeAll(async () => {
    ({
      site,
      browser,
      posts: [french, english, plain],
    } = await startScriptureSite([42, 43, 44], POSTS));
  }, 120000);
  afterAll(() => stopBrowsing({ site, browser }));

  /** The preview's code has loaded and listens to the references. */
  const previewsReady = (page: Page) =>
    page.locator('[data-scripture-previews="ready"]').waitFor({ state: 'attached' });

  const shot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });

  it('links the references of a post, previews them on hover, focus and Escape, and loads the preview only then', async () => {
    const { context, page, errors } = await openPage(browser, { language: 'fr' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // A post without references loads no preview code.
    await page.goto(site.url(`/blogs/${plain.id}`));
    await page.getByRole('heading', { level: 1, name: plain.title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('ScripturePreview'))).toEqual([]);

    const response = await page.goto(site.url(`/blogs/${french.id}`));
    expect(response?.status()).toBe(200);
    // The server's HTML has the links already.
    const html = await response!.text();
    expect(html).toContain('<a class="scripture-ref" href="/bible/John.3.16" data-osis="John.3.16">Jean 3.16</a>');
    const link = page.locator('a.scripture-ref').first();
    await link.waitFor();
    expect(
      await page.locator('a.scripture-ref').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/bible/John.3.16', '/bible/John.3.17-John.3.18']);
    expect(await page.locator('.prose code').innerText()).toBe('Jean 3.16');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('ScripturePreview'))).toHaveLength(1);

    // Hover: the verse in the Bible of the post's language, with its name and licence.
    await link.hover();
    const preview = page.getByRole('tooltip');
    await preview.getByText(LOVED_FR).waitFor();
    expect(await preview.innerText()).toContain('Jean 3:16');
    expect(await preview.innerText()).toContain('Louis Segond 1910 · Public domain');
    expect(await link.getAttribute('aria-describedby')).toBe(await preview.getAttribute('id'));
    await page.waitForTimeout(300); // its fade-in
    await shot(page, 'scripture-preview-1280', false);
    // The pointer may move onto the preview; Escape closes it.
    await preview.hover();
    await page.waitForTimeout(400);
    expect(await preview.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    expect(await link.getAttribute('aria-describedby')).toBeNull();

    // Keyboard: focus opens it, the focus stays on the link, Escape closes it.
    await page.mouse.move(0, 0);
    await page.locator('a.scripture-ref').nth(1).focus();
    await page.getByRole('tooltip').getByText('Jean 3:17-18').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-osis'))).toBe('John.3.17-John.3.18');
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-osis'))).toBe('John.3.17-John.3.18');

    // Posts on the same passages: asked for once the reader scrolls (a mere view sends no request).
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('related-by-passage').count()).toBe(0);
    await page.mouse.wheel(0, 400);
    const related = page.getByTestId('related-by-passage');
    await related.waitFor();
    expect(await related.getByRole('heading', { level: 2 }).innerText()).toBe('Articles sur les mêmes passages');
    expect(await related.locator('.post-card__title').allInnerTexts()).toEqual([english.title]);
    await shot(page, 'scripture-post-1280');

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a reference to its passage page, lists the post there and switches the translation', async () => {
    const { context, page, errors } = await openPage(browser, { language: 'fr' });
    await page.goto(site.url(`/blogs/${french.id}`));
    await previewsReady(page);
    await page.locator('a.scripture-ref').first().click();
    await page.waitForURL(site.url('/bible/John.3.16'));
    await page.getByRole('heading', { level: 1, name: 'Jean 3:16' }).waitFor();
    expect(await page.getByTestId('passage-text').innerText()).toContain(`16${LOVED_FR}`);
    expect(await page.getByTestId('passage-source').innerText()).toBe('Louis Segond 1910 · Public domain');
    const posts = page.getByTestId('passage-posts');
    // The reader's language first: the French post, then the English one.
    expect(await posts.locator('.post-card__title').allInnerTexts()).toEqual([french.title, english.title]);
    expect(await page.title()).toBe('Jean 3:16 (Segond 1910) — Wisdom Blog');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(site.url('/bible/John.3.16?lang=fr'));

    // The switcher lists the loaded translations; KJV shows the English text.
    const switcher = page.getByRole('navigation', { name: 'Traduction' });
    expect(await switcher.getByRole('link').allInnerTexts()).toEqual(['Diodati', 'KJV', 'RV 1909', 'Segond 1910']);
    expect(await switcher.getByRole('link', { name: 'Segond 1910' }).getAttribute('aria-current')).toBe('page');
    await switcher.getByRole('link', { name: 'KJV' }).click();
    await page.waitForURL(site.url('/bible/John.3.16?translation=kjv'));
    await page.getByRole('heading', { level: 1, name: 'John 3:16' }).waitFor();
    expect(await page.getByTestId('passage-text').innerText()).toContain(LOVED_EN);
    expect(await page.getByTestId('passage-source').innerText()).toBe(
      'Authorized King James Version · Public domain; Crown copyright in the United Kingdom',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      site.url('/bible/John.3.16?translation=kjv&lang=fr'),
    );

    // The chapter, with the chapters around it (across books).
    await page.goto(site.url('/bible/John.1'));
    await page.getByRole('heading', { level: 1, name: 'Jean 1' }).waitFor();
    const chapters = page.getByRole('navigation', { name: 'Chapitres' });
    expect(await chapters.getByRole('link').allInnerTexts()).toEqual([
      'Chapitre précédent\nLuc 24',
      'Chapitre suivant\nJean 2',
    ]);
    await chapters.getByRole('link', { name: /Jean 2/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Jean 2' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders passage pages on the server, with their head, 404 for what is no passage, and looks references up', async () => {
    const page = await fetch(site.url('/bible/John.3'), { headers: { 'accept-language': 'fr' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('server-timing')).toContain('desc="1 pass"');
    const html = await page.text();
    expect(html).toContain(LOVED_FR);
    expect(html).toContain(`<link rel="canonical" href="${site.url('/bible/John.3?lang=fr')}"/>`);
    expect(html).toContain('hrefLang="es"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(french.title);

    for (const path of [
      '/bible/Nonsense.3',
      '/bible/John.99',
      '/bible/John.x',
      '/bible/John.3?translation=nope',
      '/bible/Jean%203',
    ]) {
      const missing = await fetch(site.url(path));
      expect([path, missing.status]).toEqual([path, 404]);
      expect(await missing.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }

    const lookup = await fetch(site.url(`/bible?ref=${encodeURIComponent('Jean 3.16')}&lang=fr`), {
      redirect: 'manual',
    });
    expect(lookup.status).toBe(302);
    expect(lookup.headers.get('location')).toBe('/bible/John.3.16?lang=fr');

    // In the browser: the form on the lookup page, and a reference it cannot read.
    const { context, page: tab, errors } = await openPage(browser, { language: 'fr' });
    await tab.goto(site.url('/bible'));
    await tab.getByLabel('Rechercher un passage').fill('Jn 3,16-18');
    await tab.getByRole('button', { name: 'Lire' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Jean 3:16-18' }).waitFor();
    expect(tab.url()).toBe(site.url('/bible/John.3.16-John.3.18?lang=fr'));
    await tab.goto(site.url('/bible?ref=bonjour'));
    expect(await tab.getByTestId('lookup-invalid').innerText()).toContain('« bonjour »');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('previews a reference on a first tap and opens it on the second, on a phone', async () => {
    const { context, page, errors } = await openPage(browser, { language: 'fr', viewport: MOBILE });
    await page.goto(site.url(`/blogs/${french.id}`));
    await previewsReady(page);
    const link = page.locator('a.scripture-ref').first();
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    const preview = page.getByRole('tooltip');
    await preview.getByText(LOVED_FR).waitFor();
    expect(page.url()).toBe(site.url(`/blogs/${french.id}`));
    const box = (await preview.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await page.waitForTimeout(300); // its fade-in
    await shot(page, 'scripture-preview-375', false);
    await link.tap();
    await page.waitForURL(site.url('/bible/John.3.16'));
    await page.getByRole('heading', { level: 1, name: 'Jean 3:16' }).waitFor();
    await shot(page, 'scripture-passage-375');
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.goto(site.url('/bible/John.3'));
    await page.getByRole('heading', { level: 1, name: 'Jean 3' }).waitFor();
    await shot(page, 'scripture-chapter-375');
    expect(errors).toEqual([]);
    await context.close();

    const desktop = await openPage(browser, { language: 'fr', viewport: DESKTOP });
    await desktop.page.goto(site.url('/bible/John.3'));
    await desktop.page.getByRole('heading', { level: 1, name: 'Jean 3' }).waitFor();
    await shot(desktop.page, 'scripture-chapter-1280');
    await desktop.context.close();
  });
});
