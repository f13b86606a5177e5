// The Integrations screen in the browser against the real server: an API token is created,
// shown once, works on /graphql, is regenerated (the old secret stops working) and revoked, with
// each change in the Activity section; refusals show next to their field; the narrow layout and
// French. Screenshots at 1280 px and 375 px go to a temporary folder for a look by eye.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { ApiToken } from '../../api/src/modules/integration/api-token.entity.js';
import { AuditEntry } from '../../api/src/modules/integration/audit-entry.entity.js';
import { signInAdmin } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, launchBrowser, MOBILE, type PageOptions } from './support/browser.js';
import { type Site, startSite } from './support/site.js';
import { failOperation } from './support/graphql.js';

const SHOTS = join(tmpdir(), 'admin-integrations-screenshots');
const SECRET = /^wbt_[0-9A-Za-z]{36}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

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

// Each journey starts from no token and an empty log.
beforeEach(async () => {
  const em = site.t.app.orm.em.fork();
  await em.nativeDelete(ApiToken, {});
  await em.nativeDelete(AuditEntry, {});
});

/** Signs the seeded administrator in. @returns the page and the errors its code reports. */
async function signIn(options: PageOptions = {}) {
  return signInAdmin(browser, site, options);
}

/** Sends an admin-only query with `secret` as an integration would. @returns the HTTP status and the answer. */
async function useToken(secret: string): Promise<{ status: number; body: any }> {
  const response = await fetch(site.url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ adminPosts(page:1){ totalItems } }' }),
  });
  return { status: response.status, body: await response.json() };
}

async function shot(page: Page, name: string, width: number, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOTS, `integrations-${name}-${width}.png`), fullPage });
}

const secretOnScreen = async (page: Page) => (await page.locator('.integrations-secret__value').textContent())!;

/** True when `text` is nowhere in the page: neither its text nor its markup (attributes, values). */
async function pageHides(page: Page, text: string): Promise<boolean> {
  const shown = await page.evaluate(() => document.body.innerText);
  return !shown.includes(text) && !(await page.content()).includes(text);
}

async function createToken(page: Page, name: string, scopes: string[], expiry: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  for (const scope of scopes) await page.getByLabel(scope, { exact: true }).check();
  await page.getByLabel('Expiry').selectOption({ label: expiry });
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.locator('.integrations-secret').waitFor();
}

describe('integrations', () => {
  it('creates a token shown once, which works, is regenerated and revoked, each step in the activity', async () => {
    const { context, page, errors } = await signIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url('') });

    // Reached from the sidebar with the keyboard.
    await page.getByRole('link', { name: 'Integrations' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url('/admin/panel/integrations'));
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    expect(await page.title()).toBe('Integrations — Admin Panel');
    expect(await page.locator('.admin-topbar__title').textContent()).toBe('Integrations');
    await page.getByText('No tokens yet. Create one for a static-site build, an app or a script.').waitFor();
    await page.getByText('No activity yet.').waitFor();
    expect(await page.locator('.integrations-usage__code').textContent()).toBe(
      `curl -H "Authorization: Bearer wbt_…" ${site.url('/graphql')}`,
    );
    expect(await page.locator('#token-scope-DRAFTS_READ-text').textContent()).toBe(
      'Read drafts and scheduled posts (previews, static builds)',
    );
    expect(await page.locator('#token-scope-CONTENT_WRITE-text').textContent()).toBe(
      'Create, edit, publish and delete posts, the featured list and images',
    );
    await page.getByText('Keep tokens with a scope on a server: never put them in a web page or an app.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'empty', DESKTOP.width);

    // Create: drafts:read, 30 days.
    const sent: { expiresAt: string; scopes: string[]; name: string }[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string; variables?: any } | null;
      if (body?.operationName === 'AdminCreateApiToken') sent.push(body.variables.input);
    });
    await page.getByLabel('Name', { exact: true }).fill('Static site build');
    await page.getByLabel('drafts:read', { exact: true }).check();
    await page.getByLabel('Expiry').selectOption({ label: '30 days' });
    await shot(page, 'form', DESKTOP.width);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Create token' }).click();

    const panel = page.locator('.integrations-secret');
    await panel.getByRole('heading', { name: 'Token “Static site build” created' }).waitFor();
    expect(await panel.locator('h2').evaluate((heading) => heading === document.activeElement)).toBe(true);
    await panel.getByText('Copy this token now: it will not be shown again.').waitFor();
    const secret = await secretOnScreen(page);
    expect(secret).toMatch(SECRET);
    expect(sent).toHaveLength(1);
    expect(sent[0].name).toBe('Static site build');
    expect(sent[0].scopes).toEqual(['DRAFTS_READ']);
    expect(Math.abs(new Date(sent[0].expiresAt).getTime() - (clickedAt + 30 * DAY_MS))).toBeLessThan(60_000);
    // The form is ready for another token.
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('drafts:read', { exact: true }).isChecked()).toBe(false);
    await shot(page, 'secret', DESKTOP.width);

    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    // Kept in the screen's state only.
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toContain(secret);

    // The secret works: a drafts:read token reads the admin list.
    const used = await useToken(secret);
    expect(used.status).toBe(200);
    expect(typeof used.body.data.adminPosts.totalItems).toBe('number');

    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.locator('#integrations-tokens-title').evaluate((h) => h === document.activeElement)).toBe(true);
    const row = page.locator('.integrations-table tbody tr');
    expect(await row.count()).toBe(1);
    expect(await row.locator('.integrations-name').textContent()).toBe('Static site build');
    expect(await row.locator('.integrations-chip').allTextContents()).toEqual(['drafts:read']);
    expect(await row.locator('.integrations-hint [aria-hidden]').textContent()).toBe(`…${secret.slice(-4)}`);
    expect(await pageHides(page, secret)).toBe(true);

    // After a reload, the use shows and the expiry is the one chosen.
    await page.reload();
    const cells = page.locator('.integrations-table tbody tr td');
    await cells.first().waitFor();
    expect(await cells.nth(3).textContent()).not.toBe('Never');
    const expiry = await cells.nth(4).locator('time').getAttribute('datetime');
    expect(new Date(expiry!).getTime()).toBe(new Date(sent[0].expiresAt).getTime());
    expect(await cells.nth(4).textContent()).not.toContain('Expired');
    expect(await pageHides(page, secret)).toBe(true);

    // Regenerate: Escape cancels the confirmation, then confirmed, a new secret replaces the old.
    await page.getByRole('button', { name: 'Regenerate “Static site build”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate “Static site build”?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await shot(page, 'confirm', DESKTOP.width, false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.integrations-secret').count()).toBe(0);
    await page.getByRole('button', { name: 'Regenerate “Static site build”' }).click();
    await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();
    await panel.getByRole('heading', { name: 'New secret for “Static site build”' }).waitFor();
    const renewed = await secretOnScreen(page);
    expect(renewed).toMatch(SECRET);
    expect(renewed).not.toBe(secret);
    expect((await useToken(secret)).status).toBe(401);
    expect((await useToken(renewed)).status).toBe(200);
    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await row.locator('.integrations-hint [aria-hidden]').textContent()).toBe(`…${renewed.slice(-4)}`);
    expect(await pageHides(page, renewed)).toBe(true);

    // Revoke, confirmed: the list is empty again and the secret is refused.
    await page.getByRole('button', { name: 'Revoke “Static site build”' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke “Static site build”?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByText('No tokens yet. Create one for a static-site build, an app or a script.').waitFor();
    expect((await useToken(renewed)).status).toBe(401);

    const activity = page.locator('.integrations-activity__entry');
    expect(await activity.locator('.integrations-activity__what').allTextContents()).toEqual([
      'Revoked the token “Static site build”',
      'Regenerated the token “Static site build”',
      'Created the token “Static site build”',
    ]);
    expect(await activity.locator('.integrations-activity__actor').allTextContents()).toEqual([
      ADMIN.email,
      ADMIN.email,
      ADMIN.email,
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows refusals next to their field, and selects the secret where the clipboard is refused', async () => {
    const { context, page, errors } = await signIn();
    await page.goto(site.url('/admin/panel/integrations'));
    await page.getByText('No tokens yet.', { exact: false }).waitFor();

    // A blank name is refused before anything is sent.
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Create token' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await page.locator('#token-name-error', { hasText: 'Give the token a name.' }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await name.getAttribute('maxlength')).toBe('100');

    // The server's refusal names the field (here an expiry that passed while the form was open).
    await failOperation(page, 'AdminCreateApiToken', 'The token cannot be created', 'BAD_USER_INPUT', {
      expiresAt: 'The expiry must be in the future',
    });
    await name.fill('Mobile app');
    await page.getByRole('button', { name: 'Create token' }).click();
    const expiry = page.getByLabel('Expiry');
    await page.locator('#token-expiry-error', { hasText: 'The expiry must be in the future.' }).waitFor();
    expect(await expiry.getAttribute('aria-invalid')).toBe('true');
    expect(await expiry.evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await page.locator('#token-name-error').count()).toBe(0);
    expect(await name.inputValue()).toBe('Mobile app');
    await shot(page, 'refusal', DESKTOP.width, false);
    await page.unrouteAll();

    // Without clipboard access, Copy selects the secret for the keyboard's copy.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = await secretOnScreen(page);
    expect(secret).toMatch(SECRET);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('status').filter({ hasText: 'The token is selected' }).waitFor();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(secret);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits 375 px as cards, marks an expired token, and speaks French', async () => {
    // An expired token (the API only issues future expiries): what a forgotten one looks like.
    const em = site.t.app.orm.em.fork();
    em.create(ApiToken, {
      name: 'Old newsletter script',
      scopes: [],
      secretHash: 'f'.repeat(64),
      hint: 'Q7xz',
      createdAt: new Date(Date.now() - 400 * DAY_MS),
      expiresAt: new Date(Date.now() - 35 * DAY_MS),
      lastUsedAt: new Date(Date.now() - 40 * DAY_MS),
    });
    await em.flush();

    for (const width of [DESKTOP.width, MOBILE.width]) {
      const viewport = width === MOBILE.width ? MOBILE : DESKTOP;
      const { context, page, errors } = await signIn({ viewport });
      await page.goto(site.url('/admin/panel/integrations'));
      await page.getByText('Old newsletter script').first().waitFor();
      if (width === MOBILE.width) {
        await createToken(page, 'Static site build (Netlify)', ['drafts:read', 'content:write'], 'Never');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shot(page, 'secret', width);
        await page.getByRole('button', { name: 'Done' }).click();
        const cards = page.locator('.integrations-card');
        expect(await cards.count()).toBe(2);
        expect(await cards.first().locator('.integrations-chip').allTextContents()).toEqual([
          'drafts:read',
          'content:write',
        ]);
        const expired = cards.filter({ hasText: 'Old newsletter script' });
        expect(await expired.locator('.integrations-badge--expired').textContent()).toBe('Expired');
        // An expired token can only be revoked: a new secret would be refused as well.
        expect(await expired.getByRole('button', { name: /^Regenerate/ }).count()).toBe(0);
        expect(await cards.first().getByText('Never').count()).toBe(2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, 'list', width);
        // An earlier test may have revoked a token of the same name: wait for one entry more.
        const revoked = page.getByText('Revoked the token “Static site build (Netlify)”');
        const revokedBefore = await revoked.count();
        await cards
          .first()
          .getByRole('button', { name: /^Revoke/ })
          .click();
        await shot(page, 'confirm', width, false);
        await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
        await revoked.nth(revokedBefore).waitFor();
      } else {
        await createToken(page, 'Static site build (Netlify)', ['drafts:read', 'content:write'], '1 year');
        await page.getByRole('button', { name: 'Done' }).click();
        await page.locator('.integrations-badge--expired').waitFor();
        await shot(page, 'list', width);
        await page.emulateMedia({ colorScheme: 'dark' });
        // Past the buttons' colour transition.
        await page.waitForTimeout(300);
        await shot(page, 'list-dark', width);
        await page.emulateMedia({ colorScheme: 'light' });
        await page.getByRole('button', { name: 'Revoke “Static site build (Netlify)”' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
        await page.getByText('Revoked the token “Static site build (Netlify)”').waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    }

    const { context, page, errors } = await signIn({ viewport: MOBILE, language: 'fr' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Intégrations' }).click();
    await page.waitForURL(site.url('/admin/panel/integrations'));
    await page.getByRole('heading', { level: 1, name: 'Intégrations' }).waitFor();
    expect(await page.title()).toBe('Intégrations — Administration');
    await page.getByText('Expiré', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Révoquer « Old newsletter script »' }).waitFor();
    await page.getByText('Gardez les jetons dotés d’une autorisation sur un serveur', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'fr', MOBILE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
