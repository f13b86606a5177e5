import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { signInAdmin } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { MOBILE } from './support/browser.js';
import { stopBrowsing } from './support/browsing.js';
import { describeWithBibles, SHOTS, startScriptureSite } from './support/scripture.js';
import { createPost } from './support/seed.js';
import type { Site } from './support/site.js';

// Scripture in the post editor, in French: a reference typed in a French post is highlighted with
// the passage it names; "Insert passage" looks a reference up (any language, the post's Bible
// first), says when it is not one, and inserts the verse with its citation as a quote, which the
// saved post shows. The Bibles come from the corpus (John, in the four translations); without it
// the suite is skipped, saying why.

const LOVED_FR = 'Car Dieu a tant aimé le monde';
const BUTTON = 'Insérer un passage biblique';

/** Waits until the locators' texts are exactly `texts` (highlights follow typing after a pause). */
async function expectTexts(locator: Locator, texts: string[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await locator.allInnerTexts();
    if (JSON.stringify(seen) === JSON.stringify(texts)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(seen).toEqual(texts);
}

describeWithBibles('Scripture in the post editor', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => ({ site, browser } = await startScriptureSite([43])), 120000);
  afterAll(() => stopBrowsing({ site, browser }));

  const frenchPost = (title: string) =>
    createPost(site, {
      locale: 'fr',
      title,
      excerpt: 'Une méditation.',
      sections: [{ title: 'Méditation', content: '<p>Dieu donne.</p>' }],
    });
  const sectionText = (page: Page) => page.locator('.editor-section [contenteditable="true"]').first();
  const activeIsText = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('contenteditable') === 'true');
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

  it('highlights a reference as it is typed, inserts a verse as a quote, and the post page shows it', async () => {
    const post = await frenchPost('Le don de Dieu');
    const { context, page, errors } = await signInAdmin(browser, site, { language: 'fr' });
    await page.goto(site.url(`/admin/panel/posts/edit/${post.id}`));
    const text = sectionText(page);
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Voir Jean 3.16 pour l’essentiel, à relire avant 3 heures.');

    // Read as the server reads French text: the verse is a reference, "3 heures" is not.
    const highlights = text.locator('.rte-scripture');
    await expectTexts(highlights, ['Jean 3.16']);
    expect(await highlights.first().getAttribute('title')).toBe('Référence biblique : Jean 3:16');
    await shot(page, 'editor-passage-highlight-1280');

    // The dialog: the reference field focused, the Bible of the post's language chosen.
    const button = page.getByRole('button', { name: BUTTON });
    expect(await button.getAttribute('aria-haspopup')).toBe('dialog');
    await button.click();
    const dialog = page.getByRole('dialog', { name: BUTTON });
    const reference = dialog.getByLabel('Référence', { exact: true });
    await reference.waitFor();
    expect(await reference.evaluate((input) => input === document.activeElement)).toBe(true);
    const translation = dialog.getByLabel('Traduction', { exact: true });
    await page.waitForFunction(() => document.querySelector('.passage-dialog select')?.querySelector('option'));
    expect(await translation.inputValue()).toBe('segond_1910');
    const insert = dialog.getByRole('button', { name: 'Insérer le passage' });

    // Not a reference: said in the admin's language; nothing to insert.
    await reference.fill('bonjour');
    await dialog
      .getByText('« bonjour » n’est pas reconnu comme une référence biblique. Essayez Jean 3,16-18 ou Ps 23.')
      .waitFor();
    expect(await insert.isDisabled()).toBe(true);

    // Escape closes it, and the focus is back in the text.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await activeIsText(page)).toBe(true);

    // From the keyboard: an English reference, read in Segond.
    await button.focus();
    await page.keyboard.press('Enter');
    await reference.waitFor();
    await page.keyboard.type('Jn 3:16');
    const preview = dialog.getByRole('region', { name: 'Aperçu du passage' });
    await preview.getByText(LOVED_FR, { exact: false }).waitFor();
    expect(await preview.innerText()).toContain('— Jean 3:16 (Segond 1910)');
    await shot(page, 'editor-passage-dialog-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await activeIsText(page)).toBe(true);

    // The quote, after the paragraph the cursor was in, with its citation (itself a reference).
    const quote = text.locator('blockquote');
    expect(await quote.innerText()).toMatch(new RegExp(`^${LOVED_FR}.*\\n— Jean 3:16 \\(Segond 1910\\)$`, 's'));
    await expectTexts(highlights, ['Jean 3.16', 'Jean 3:16']);

    // Saved, the post page shows the quote, its citation linked to the passage.
    await page.locator('.post-editor__publish').click();
    await page.locator('.post-editor__save-status').getByRole('link', { name: 'Voir sur le site' }).waitFor();
    await page.goto(site.url(`/blogs/${post.id}`));
    const published = page.locator('.prose blockquote');
    expect(await published.innerText()).toContain(LOVED_FR);
    expect(await published.locator('a.scripture-ref').getAttribute('href')).toBe('/bible/John.3.16');
    expect(await page.locator('.prose p a.scripture-ref').innerText()).toBe('Jean 3.16');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px: a long passage is cut to 3 chapters, said so, and another translation can be chosen', async () => {
    const post = await frenchPost('Le prologue');
    const { context, page, errors } = await signInAdmin(browser, site, { language: 'fr', viewport: MOBILE });
    await page.goto(site.url(`/admin/panel/posts/edit/${post.id}`));
    await sectionText(page).click();
    await page.getByRole('button', { name: BUTTON }).click();
    const dialog = page.getByRole('dialog', { name: BUTTON });
    await dialog.getByLabel('Référence', { exact: true }).fill('Jean 1-4');
    const notice = dialog.getByText('Passage long : seuls ses 3 premiers chapitres sont affichés et insérés.');
    await notice.waitFor();
    expect(await dialog.getByRole('region', { name: 'Aperçu du passage' }).innerText()).toContain(
      '— Jean 1-3 (Segond 1910)',
    );
    await shot(page, 'editor-passage-dialog-375');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);

    await dialog.getByLabel('Traduction', { exact: true }).selectOption('kjv');
    await dialog.getByText('— John 1-3 (KJV)', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Insérer le passage' }).click();
    await dialog.waitFor({ state: 'detached' });
    const quote = sectionText(page).locator('blockquote');
    expect(await quote.locator('sup').first().innerText()).toBe('1');
    expect(await quote.locator('sup', { hasText: /^2:1$/ }).count()).toBe(1);
    expect(await quote.innerText()).toContain('In the beginning was the Word');
    await shot(page, 'editor-passage-inserted-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
