// Admin sessions in the browser against the real server: Logout ends the session on the server
// (and still signs out when the server cannot be reached); the Change password screen keeps this
// browser signed in with the new token, ends the old ones, and shows the server's refusals inline.
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/auth/user.entity.js';
import { collectConsoleErrors, launchBrowser, MOBILE, openPage, type PageOptions } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
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

let accounts = 0;
/** An administrator of its own for one journey. @returns its e-mail and password. */
async function newAdmin(password = 'the first password of this one') {
  const email = `owner${++accounts}@test.local`;
  const em = site.t.app.orm.em.fork();
  em.create(User, { email, passwordHash: await hashPassword(password), displayName: 'Owner' });
  await em.flush();
  return { email, password };
}

/** Signs in through the login page. @returns the page, its console errors and the stored token. */
async function signIn(account: { email: string; password: string }, options: PageOptions = {}) {
  const { context, page, errors } = await openPage(browser, options);
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(site.url('/admin/login'));
  await page.locator('#admin-email').fill(account.email);
  await page.locator('#admin-password').fill(account.password);
  await page.locator('#admin-password').press('Enter');
  await page.waitForURL(site.url('/admin/panel/posts'));
  return { context, page, errors: [...errors, ...consoleErrors], token: (await storedToken(page))! };
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('admin_token'));

/** The HTTP status the API gives an admin-only query sent with `token`. */
async function apiStatus(token: string): Promise<number> {
  return (await site.t.gql('{ adminPosts { totalItems } }', {}, { token })).status;
}

describe('logout', () => {
  it('ends the session on the server: the old token no longer works', async () => {
    const { context, page, errors, token } = await signIn(await newAdmin());
    expect(await apiStatus(token)).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(site.url('/admin/login'));
    expect(await storedToken(page)).toBeNull();
    expect(await apiStatus(token)).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still signs out here when the server cannot be reached', async () => {
    const { context, page, token } = await signIn(await newAdmin());
    await page.route('**/graphql', (route) =>
      (route.request().postDataJSON() as { operationName?: string }).operationName === 'AdminLogout'
        ? route.abort('connectionrefused')
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(site.url('/admin/login'));
    expect(await storedToken(page)).toBeNull();
    await page.goto(site.url('/admin/panel/posts'));
    await page.waitForURL(site.url('/admin/login'));
    // The request never arrived: the server still holds that session.
    expect(await apiStatus(token)).toBe(200);
    await context.close();
  });
});

/** Fills the three fields and submits with the keyboard. */
async function submitChange(page: Page, labels: [string, string, string], values: [string, string, string]) {
  for (const [index, label] of labels.entries()) {
    await page.getByLabel(label, { exact: true }).fill(values[index]);
  }
  await page.getByLabel(labels[2], { exact: true }).press('Enter');
}

const EN: [string, string, string] = ['Current password', 'New password', 'Confirm the new password'];
const FR: [string, string, string] = [
  'Mot de passe actuel',
  'Nouveau mot de passe',
  'Confirmez le nouveau mot de passe',
];

describe('change password', () => {
  it('is reached from the sidebar with the keyboard, named in the top bar and tab, and keeps this browser signed in', async () => {
    const account = await newAdmin();
    const { context, page, errors, token } = await signIn(account);
    const other = (
      await site.t.gql<{ login: { token: string } }>(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        account,
      )
    ).data!.login.token;

    const link = page.getByRole('link', { name: 'Change password' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url('/admin/panel/password'));
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    expect(await page.locator('.admin-topbar__title').textContent()).toBe('Change password');
    expect(await page.title()).toBe('Change password — Admin Panel');
    expect(await page.locator('#password-rules li').allTextContents()).toEqual([
      'have at least 12 characters',
      'not be your e-mail address',
      'not be a common password',
      'differ from the current password',
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    const next = 'a garden of eleven olive trees';
    await submitChange(page, EN, [account.password, next, next]);
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    const fresh = (await storedToken(page))!;
    expect(fresh).not.toBe(token);
    expect(await apiStatus(fresh)).toBe(200);
    expect(await apiStatus(token)).toBe(401);
    expect(await apiStatus(other)).toBe(401);
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('');

    // Still signed in after a reload, with the new password working at sign-in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    expect(await apiStatus((await signIn({ email: account.email, password: next })).token)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server refusals inline on their field, and the confirmation mismatch', async () => {
    const account = await newAdmin();
    const { context, page, errors, token } = await signIn(account);
    await page.goto(site.url('/admin/panel/password'));

    await submitChange(page, EN, [account.password, 'qwerty123456', 'qwerty123456']);
    const next = page.getByLabel('New password', { exact: true });
    await page.getByText('This password is too common. Choose another one.').waitFor();
    expect(await next.getAttribute('aria-invalid')).toBe('true');
    expect(await next.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.locator('#password-next-error').textContent()).toBe(
      'This password is too common. Choose another one.',
    );

    await submitChange(page, EN, [account.password, 'short one', 'short one']);
    await page.getByText('The new password must have at least 12 characters.').waitFor();

    await submitChange(page, EN, ['not the current one', 'a long enough new password', 'a long enough new password']);
    await page.locator('#password-current-error', { hasText: 'The current password is not correct.' }).waitFor();
    expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');

    await submitChange(page, EN, [account.password, 'a long enough new password', 'a different confirmation']);
    await page.locator('#password-confirm-error', { hasText: 'The two new passwords do not match.' }).waitFor();

    // Nothing changed: the session and the password are the ones from before.
    expect(await storedToken(page)).toBe(token);
    expect(await apiStatus(token)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works in French at 375 px: rules, refusal and success in French', async () => {
    const account = await newAdmin();
    const { context, page, errors, token } = await signIn(account, { viewport: MOBILE, language: 'fr' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Changer le mot de passe' }).click();
    await page.waitForURL(site.url('/admin/panel/password'));
    await page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' }).waitFor();
    expect(await page.title()).toBe('Changer le mot de passe — Administration');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await submitChange(page, FR, [account.password, account.email.toUpperCase(), account.email.toUpperCase()]);
    await page
      .locator('#password-next-error', { hasText: 'Le nouveau mot de passe ne doit pas être votre adresse e-mail.' })
      .waitFor();

    const next = 'un jardin de onze oliviers';
    await submitChange(page, FR, [account.password, next, next]);
    await page.getByRole('status').filter({ hasText: 'Votre mot de passe a été changé.' }).waitFor();
    expect(await apiStatus(token)).toBe(401);
    expect(await apiStatus((await storedToken(page))!)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
