import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { signInAdmin } from './support/admin.js';
import { MOBILE } from './support/browser.js';
import { stopBrowsing } from './support/browsing.js';
import { SHOTS, startScriptureSite } from './support/scripture.js';
import type { Site } from './support/site.js';

// The admin post list filtered by a Bible passage: a reference in any of the four languages keeps
// the posts citing an overlapping passage, drafts included; the filter lives in the URL; a
// reference the API cannot read is said under the field, and no post shows the empty state.
// Recognising references needs no Bible loaded.

describe('the admin post list filtered by passage', () => {
  let site: Site;
  let browser: Browser;
  let french: { title: string };
  let draft: { title: string };
  let plain: { title: string };

  beforeAll(async () => {
    ({
      site,
      browser,
      posts: [french, draft, plain],
    } = await startScriptureSite(
      [],
      [
        { locale: 'fr', title: 'L’amour qui donne', text: 'Tout l’Évangile tient dans Jean 3.16.' },
        { locale: 'en', title: 'The shepherd (draft)', status: 'DRAFT', text: 'Psalm 23:1 and the Lord who provides.' },
        { title: 'No passage here', text: 'Nothing cited.' },
      ],
    ));
  }, 120000);
  afterAll(() => stopBrowsing({ site, browser }));

  const titles = (page: Page) => page.locator('.admin-post-title__link').allInnerTexts();
  const field = (page: Page) => page.getByRole('searchbox', { name: /Filter by Bible passage/ });

  /** Applies a reference as the owner does: type it, press Enter. */
  const filter = async (page: Page, reference: string) => {
    await field(page).fill(reference);
    await field(page).press('Enter');
  };

  it('keeps the posts citing the passage, any status, in the URL; says why a reference is refused', async () => {
    const { context, page, errors } = await signInAdmin(browser, site);
    try {
      await page.getByText(plain.title).waitFor();

      await filter(page, 'Jn 3');
      await page.waitForURL((url) => url.searchParams.get('passage') === 'Jn 3');
      await page.getByText('1 post', { exact: true }).waitFor();
      expect(await titles(page)).toEqual([french.title]);

      await filter(page, 'Psaume 23');
      await page.waitForURL((url) => url.searchParams.get('passage') === 'Psaume 23');
      await page.getByText(draft.title).waitFor();
      expect(await titles(page)).toEqual([draft.title]);
      await page.screenshot({ path: join(SHOTS, 'admin-passage-filter-1280.png'), fullPage: true });

      // A reference no post cites: the list's empty state.
      await filter(page, 'Romains 8');
      await page.getByText('No post cites a passage overlapping “Romains 8”.').waitFor();
      expect(await titles(page)).toEqual([]);

      // A reference the API cannot read: said under the field, and no list of an earlier filter.
      await filter(page, 'my favourite verse');
      const alert = page.getByRole('alert');
      await alert.getByText('“my favourite verse” is not a Bible reference').waitFor();
      expect(await field(page).getAttribute('aria-invalid')).toBe('true');
      expect(await field(page).getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
      expect(await titles(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'admin-passage-filter-error-1280.png'), fullPage: true });

      // The URL carries the filter: a reload, or the link, opens the same list.
      await page.goto(site.url(`/admin/panel/posts?passage=${encodeURIComponent('Jean 3,16')}`));
      await page.getByText(french.title).waitFor();
      expect(await field(page).inputValue()).toBe('Jean 3,16');
      expect(await titles(page)).toEqual([french.title]);

      // Emptying the field lists every post again.
      await field(page).fill('');
      await page.waitForURL((url) => !url.searchParams.has('passage'));
      await page.getByText(plain.title).waitFor();
      expect((await titles(page)).sort()).toEqual([draft.title, french.title, plain.title].sort());
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120000);

  it('works at 375 px', async () => {
    const { context, page, errors } = await signInAdmin(browser, site, { viewport: MOBILE });
    try {
      await page.goto(site.url(`/admin/panel/posts?passage=${encodeURIComponent('Ps 23')}`));
      await page.getByText(draft.title).waitFor();
      expect(await titles(page)).toEqual([draft.title]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      await page.screenshot({ path: join(SHOTS, 'admin-passage-filter-375.png'), fullPage: true });
      await filter(page, 'xyz');
      await page.getByRole('alert').getByText('“xyz” is not a Bible reference').waitFor();
      await page.screenshot({ path: join(SHOTS, 'admin-passage-filter-error-375.png'), fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120000);
});
