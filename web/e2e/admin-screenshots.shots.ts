// Admin screenshots at 1280 px and 375 px into web/screenshots/ (git-ignored): login, posts list,
// editor, featured manager and change password, on the real server with sample content. Run after `npm run build`:
//   node --experimental-vm-modules ../node_modules/jest/bin/jest.js --config jest.screenshots.config.js \
//     --testMatch '<rootDir>/e2e/admin-screenshots.shots.ts'
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './support/browser.js';
import { type SeededPosts, seedContent } from './support/seed.js';
import { type Site, startSite } from './support/site.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

let site: Site;
let browser: Browser;
let posts: SeededPosts;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  site = await startSite();
  browser = await launchBrowser();
  posts = await seedContent(site);
  // A draft and a scheduled post, so the list shows every status.
  await site.t.gql(
    'mutation ($input: PostInput!) { createPost(input: $input) { id } }',
    { input: { title: 'Notes on Ecclesiastes (draft)', status: 'DRAFT', sections: [] } },
    { token: site.token },
  );
  await site.t.gql(
    'mutation ($input: PostInput!) { createPost(input: $input) { id } }',
    { input: { title: 'Advent readings', status: 'TO_PUBLISH', date: '2030-12-01T09:00:00.000Z', sections: [] } },
    { token: site.token },
  );
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function signIn(page: Page) {
  await page.goto(site.url('/admin/login'));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(site.url('/admin/panel/posts'));
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

describe('admin screenshots', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`takes the admin screens at ${label} px`, async () => {
      const { context, page } = await openPage(browser, { viewport });
      const shot = async (name: string, fullPage = true) => {
        await settle(page);
        await page.screenshot({ path: join(OUT, `admin-${name}-${label}.png`), fullPage });
      };
      await page.goto(site.url('/admin/login'));
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await shot('login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').waitFor();
      await shot('login-error');

      await signIn(page);
      await page.locator('.admin-badge--published').first().waitFor();
      await shot('posts');
      if (label === '375') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.waitForTimeout(400);
        await shot('menu', false);
        await page.keyboard.press('Escape');
      }

      await page.goto(site.url(`/admin/panel/posts/edit/${posts.shepherd.id}`));
      await page.locator('.editor-section [contenteditable="true"]').first().waitFor();
      await shot('editor');
      await shot('editor-top', false);
      await page.locator('.editor-section [contenteditable="true"]').first().click();
      await page.getByRole('button', { name: 'Link' }).first().click();
      await shot('editor-link', false);
      await page.keyboard.press('Escape');

      // The primary button names the outcome; a save stays in the editor and says so.
      await page.locator('.post-editor__publish').click();
      await page.locator('.post-editor__save-status.is-saved').waitFor();
      await shot('editor-saved', false);
      await page.locator('input[type="date"]').fill('2035-03-05');
      await page.locator('.post-editor__publish', { hasText: 'Schedule for' }).waitFor();
      await shot('editor-schedule', false);

      await page.goto(site.url('/admin/panel'));
      await page.locator('.admin-stat').first().waitFor();
      await shot('dashboard');

      await page.goto(site.url('/admin/featured'));
      await page.locator('.featured-item').first().waitFor();
      await shot('featured');
      await page.getByPlaceholder('Search blogs to feature...').fill('the');
      await page
        .getByRole('option')
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => undefined);
      await shot('featured-search', false);

      // A refusal only: a change would end the session the next screens use.
      await page.goto(site.url('/admin/panel/password'));
      await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
      await shot('password');
      await page.getByLabel('Current password').fill(ADMIN.password);
      await page.getByLabel('New password', { exact: true }).fill('qwerty123456');
      await page.getByLabel('Confirm the new password').fill('qwerty123456');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.locator('#password-next-error').waitFor();
      await shot('password-error');

      // The dark theme follows prefers-color-scheme.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(site.url('/admin/panel/posts'));
      await page.locator('.admin-badge--published').first().waitFor();
      await shot('posts-dark', false);
      await page.goto(site.url(`/admin/panel/posts/edit/${posts.shepherd.id}`));
      await page.locator('.editor-section [contenteditable="true"]').first().waitFor();
      await shot('editor-dark', false);
      await context.close();
    });
  }
});
