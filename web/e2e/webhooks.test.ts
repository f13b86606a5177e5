// The Webhooks section of the Integrations screen in the browser, against the real server and a
// real receiver (node:http on 127.0.0.1; the API runs with WEBHOOK_ALLOW_PRIVATE so it may deliver
// there, and polls its outbox every 100 ms): an endpoint is added with its signing secret shown
// once, a test event arrives signed per Standard Webhooks, the delivery log shows success, a 500
// and a redelivery with the same webhook-id; the secret is rotated (both secrets sign for a day),
// the endpoint switched off and deleted, each audited step in the Activity section. Then refusals
// next to their field, editing, an endpoint the server turned off, the 375 px cards and French.
// Screenshots at 1280 px and 375 px go to /tmp/webhooks-screens for a look by eye.
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { Browser, Locator, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { AuditEntry } from '../../api/src/modules/integration/audit-entry.entity.js';
import { DeliveryStatus, WebhookDelivery, WebhookEndpoint } from '../../api/src/modules/webhook/webhook.entities.js';
import { signInAdmin } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { DESKTOP, launchBrowser, MOBILE, type PageOptions } from './support/browser.js';
import { type Site, startSite } from './support/site.js';
import { failOperation } from './support/graphql.js';

const SHOTS = '/tmp/webhooks-screens';
const SECRET = /^whsec_[A-Za-z0-9+/=]+$/;
const HOUR_MS = 60 * 60 * 1000;
/** The log polls every 5 s: a change shows within that, plus the delivery itself. */
const LOG_WAIT = { timeout: 15_000 };

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: records every request and answers `status` (200 unless told otherwise). */
class Receiver {
  readonly received: Received[] = [];
  status = 200;
  private server!: Server;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          path: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(this.status, { 'content-type': 'text/plain' }).end(`answer ${this.status}`);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** @returns the `count`-th request (1-based) once it has come. */
  async nth(count: number, timeoutMs = 10_000): Promise<Received> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`The receiver got ${this.received.length} requests, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.received[count - 1];
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The Standard Webhooks headers of a request, as `Webhook.verify` takes them. */
const signed = (request: Received) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

let site: Site;
let browser: Browser;
const receiver = new Receiver();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await receiver.start();
  site = await startSite({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '100' });
  browser = await launchBrowser();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await receiver.stop();
});

// Each journey starts from no endpoint and an empty log.
beforeEach(async () => {
  const em = site.t.app.orm.em.fork();
  await em.nativeDelete(WebhookDelivery, {});
  await em.nativeDelete(WebhookEndpoint, {});
  await em.nativeDelete(AuditEntry, {});
  receiver.received.length = 0;
  receiver.status = 200;
});

/** Signs the seeded administrator in and opens the Integrations screen. @returns the page and the errors its code reports. */
async function openIntegrations(options: PageOptions = {}) {
  const signedIn = await signInAdmin(browser, site, options);
  await signedIn.page.goto(site.url('/admin/panel/integrations'));
  return signedIn;
}

/**
 * Lets the sticky top bar (and the wide layout's sidebar) scroll with the page while `take` runs,
 * so a full-page or element screenshot shows the content instead of a bar pasted over it.
 */
async function unstuck(page: Page, take: () => Promise<unknown>) {
  const selectors = ['.admin-topbar', ...(page.viewportSize()!.width >= 768 ? ['.admin-sidebar'] : [])];
  const set = (position: string) =>
    page.evaluate(
      ({ selectors, position }) => {
        document.querySelectorAll<HTMLElement>(selectors.join(',')).forEach((element) => {
          element.style.position = position;
        });
      },
      { selectors, position },
    );
  await page.evaluate(() => document.fonts.ready);
  await set('static');
  try {
    await take();
  } finally {
    await set('');
  }
}

const shot = (page: Page, name: string, width: number, fullPage = true) =>
  unstuck(page, () => page.screenshot({ path: `${SHOTS}/webhooks-${name}-${width}.png`, fullPage }));

const shotOf = (page: Page, locator: Locator, name: string, width: number) =>
  unstuck(page, () => locator.screenshot({ path: `${SHOTS}/webhooks-${name}-${width}.png` }));

/** True when `text` is nowhere in the page: neither its text nor its markup. */
async function pageHides(page: Page, text: string): Promise<boolean> {
  const shown = await page.evaluate(() => document.body.innerText);
  return !shown.includes(text) && !(await page.content()).includes(text);
}

/** The endpoint's stored row, as the server sees it now. */
async function storedEndpoint(): Promise<WebhookEndpoint> {
  const [endpoint] = await site.t.app.orm.em.fork().find(WebhookEndpoint, {});
  return endpoint;
}

describe('webhooks', () => {
  it('adds an endpoint, delivers signed test events, retries and redelivers, rotates, switches off and deletes', async () => {
    const { context, page, errors } = await openIntegrations();
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks
      .getByText(
        'No webhook endpoints yet. Add one to tell a static-site build or another service when something changes.',
      )
      .waitFor();
    await page.getByText('No activity yet.').waitFor();
    // Below API tokens, above Activity.
    const order = await page
      .locator('.integrations-section__title')
      .evaluateAll((titles) => titles.map((title) => title.textContent));
    expect(order).toEqual(['API tokens', 'Webhooks', 'Activity']);

    // The form: every event explained, none checked means all of them.
    const form = webhooks.getByRole('form', { name: 'Add endpoint' });
    expect(await form.getByRole('checkbox').count()).toBe(10);
    await form.getByText('Once after a burst of changes — what static-site builds need').waitFor();
    await form.getByText('A published post was saved again — published posts only, never drafts').waitFor();
    await form.getByText('None checked: every event is sent, including kinds added later.', { exact: false }).waitFor();
    await shot(page, 'empty', DESKTOP.width);

    const url = receiver.url('/hook');
    await form.getByLabel('URL', { exact: true }).fill(url);
    await form.getByLabel('Description (optional)').fill('Static site build');
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret, once, with how to verify what the receiver gets.
    const panel = webhooks.locator('.integrations-secret');
    await panel.getByRole('heading', { name: `Endpoint “${url}” added` }).waitFor();
    expect(await panel.locator('h2').evaluate((heading) => heading === document.activeElement)).toBe(true);
    await panel.getByText('Copy this signing secret now: it will not be shown again.').waitFor();
    const secret = (await panel.locator('.integrations-secret__value').textContent())!;
    expect(secret).toMatch(SECRET);
    expect(await panel.locator('.integrations-chip').allTextContents()).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const howTo = panel.getByRole('link', { name: 'How to verify (opens in a new tab)' });
    expect(await howTo.getAttribute('href')).toBe('https://www.standardwebhooks.com');
    expect(await howTo.getAttribute('target')).toBe('_blank');
    // The form is ready for another endpoint.
    expect(await form.getByLabel('URL', { exact: true }).inputValue()).toBe('');
    await shot(page, 'secret', DESKTOP.width);
    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.locator('#integrations-webhooks-title').evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await pageHides(page, secret)).toBe(true);

    const card = webhooks.locator('.webhooks-card');
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(url);
    await card.getByText('Static site build').waitFor();
    expect(await card.locator('.webhooks-events .integrations-chip').allTextContents()).toEqual(['All events']);
    const onOff = card.getByRole('switch', { name: `Send events to “${url}”` });
    expect(await onOff.getAttribute('aria-checked')).toBe('true');
    expect((await storedEndpoint()).events).toEqual([]);

    // A test event: signed per Standard Webhooks with the secret shown.
    await card.getByRole('button', { name: `Send test event to “${url}”` }).click();
    const first = await receiver.nth(1);
    expect(first.path).toBe('/hook');
    expect(first.headers['webhook-id']).toMatch(/^msg_/);
    expect(first.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(first.headers['webhook-signature']).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(first.body, signed(first))).toMatchObject({ type: 'webhook.test' });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another key').toString('base64')}`).verify(first.body, signed(first)),
    ).toThrow();

    // The log opened by itself; it shows the delivery succeeded with 200.
    const deliveries = card.getByRole('button', { name: `Deliveries to “${url}”` });
    expect(await deliveries.getAttribute('aria-expanded')).toBe('true');
    const rows = card.locator('.webhooks-log__row');
    await rows.first().getByText('Succeeded').waitFor(LOG_WAIT);
    expect(await rows.count()).toBe(1);
    const cells = (row: Locator) => row.locator('tr').first().locator('td');
    expect(await cells(rows.first()).nth(1).textContent()).toBe('webhook.test');
    expect(await cells(rows.first()).nth(3).textContent()).toBe('1');
    expect(await cells(rows.first()).nth(4).textContent()).toBe('200');
    expect(await cells(rows.first()).nth(5).textContent()).toMatch(/^\d+ ms$/);

    // The receiver fails: the log shows the failure and when it is tried again.
    receiver.status = 500;
    await card.getByRole('button', { name: `Send test event to “${url}”` }).click();
    const failed = await receiver.nth(2);
    await rows.first().getByText('Failed (will retry)').waitFor(LOG_WAIT);
    expect(await rows.count()).toBe(2);
    expect(await cells(rows.first()).nth(4).textContent()).toBe('500');
    await rows.first().getByText('Next attempt:').waitFor();
    await rows.first().getByRole('button', { name: 'Details' }).click();
    const details = rows.first().locator('.webhooks-details');
    await details.getByText('The receiver answered 500').waitFor();
    expect(await details.locator('.webhooks-details__response').textContent()).toBe('answer 500');
    expect(await details.locator('code').textContent()).toBe(failed.headers['webhook-id']);
    await shot(page, 'log-failed', DESKTOP.width);

    // Redelivered once the receiver works again: same webhook-id, succeeded.
    receiver.status = 200;
    await rows.first().getByRole('button', { name: 'Redeliver' }).click();
    await page.getByRole('status').filter({ hasText: 'Queued again: the same message, with the same ID.' }).waitFor();
    // The new delivery heads the log (the failed one may have been retried meanwhile, as it should).
    await rows.nth(2).waitFor(LOG_WAIT);
    await rows.first().getByText('Succeeded').waitFor(LOG_WAIT);
    expect(await rows.count()).toBe(3);
    await rows.first().getByRole('button', { name: 'Details' }).click();
    expect(await rows.first().locator('.webhooks-details code').textContent()).toBe(failed.headers['webhook-id']);
    const sameId = receiver.received.filter(
      (request) => request.headers['webhook-id'] === failed.headers['webhook-id'],
    );
    expect(sameId.length).toBeGreaterThanOrEqual(2);
    for (const request of sameId) expect(() => new Webhook(secret).verify(request.body, signed(request))).not.toThrow();
    expect(await seriousViolations(page)).toEqual([]);
    const wrap = card.locator('.webhooks-log__table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await shot(page, 'log', DESKTOP.width);
    await shotOf(page, card, 'card', DESKTOP.width);

    // The Refresh button asks at once; closing the log stops its polling.
    await card.getByRole('button', { name: 'Refresh' }).click();
    await deliveries.click();
    expect(await deliveries.getAttribute('aria-expanded')).toBe('false');
    await card.locator('.webhooks-log').waitFor({ state: 'detached' });
    const asked: string[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string } | null;
      if (body?.operationName) asked.push(body.operationName);
    });
    await page.waitForTimeout(5500);
    expect(asked.filter((name) => name === 'AdminWebhookDeliveries')).toEqual([]);

    // Rotate: Escape cancels; confirmed, a new secret, and the old one still signs for 24 hours.
    await card.getByRole('button', { name: `Rotate secret of “${url}”` }).click();
    const rotateDialog = page.getByRole('dialog', { name: `Rotate the secret of “${url}”?` });
    await rotateDialog.waitFor();
    await page.keyboard.press('Escape');
    await rotateDialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: `Rotate secret of “${url}”` }).click();
    await rotateDialog.getByRole('button', { name: 'Rotate secret' }).click();
    await panel.getByRole('heading', { name: `New signing secret for “${url}”` }).waitFor();
    await panel.getByText('The old secret keeps signing for 24 hours: update the receiver before then.').waitFor();
    const rotated = (await panel.locator('.integrations-secret__value').textContent())!;
    expect(rotated).toMatch(SECRET);
    expect(rotated).not.toBe(secret);
    await panel.getByRole('button', { name: 'Done' }).click();
    await card.getByText('The previous secret also signs until', { exact: false }).waitFor();
    const before = receiver.received.length;
    await card.getByRole('button', { name: `Send test event to “${url}”` }).click();
    const afterRotation = await receiver.nth(before + 1);
    expect(() => new Webhook(rotated).verify(afterRotation.body, signed(afterRotation))).not.toThrow();
    expect(() => new Webhook(secret).verify(afterRotation.body, signed(afterRotation))).not.toThrow();

    // Off, with the keyboard: nothing more is sent, and no test can be.
    await onOff.focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('status')
      .filter({ hasText: `No more events go to “${url}”.` })
      .waitFor();
    expect(await onOff.getAttribute('aria-checked')).toBe('false');
    expect((await storedEndpoint()).enabled).toBe(false);
    await card.getByText('Off: no events are sent to it.', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: `Send test event to “${url}”` }).isDisabled()).toBe(true);
    await shot(page, 'off', DESKTOP.width);

    // Delete, confirmed: the empty state again, and each audited step in the Activity section.
    await card.getByRole('button', { name: `Delete “${url}”` }).click();
    const deleteDialog = page.getByRole('dialog', { name: `Delete “${url}”?` });
    await deleteDialog.getByText('its delivery log is deleted', { exact: false }).waitFor();
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await webhooks.getByText('No webhook endpoints yet.', { exact: false }).waitFor();
    expect(await page.locator('#integrations-webhooks-title').evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await site.t.app.orm.em.fork().count(WebhookEndpoint, {})).toBe(0);
    const activity = page.locator('.integrations-activity__entry .integrations-activity__what');
    await activity.first().getByText(`Deleted the webhook endpoint “${url}”`).waitFor();
    expect(await activity.allTextContents()).toEqual([
      `Deleted the webhook endpoint “${url}”`,
      `Rotated the signing secret of “${url}”`,
      `Added the webhook endpoint “${url}”`,
    ]);
    expect(await pageHides(page, rotated)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120000);

  it('shows refusals next to their field and saves an edit', async () => {
    const { context, page, errors } = await openIntegrations();
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    const form = webhooks.getByRole('form', { name: 'Add endpoint' });
    await webhooks.getByText('No webhook endpoints yet.', { exact: false }).waitFor();
    const urlField = form.getByLabel('URL', { exact: true });

    // The form's own checks, before anything is sent.
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText('Enter the URL that receives the events.').waitFor();
    expect(await urlField.getAttribute('aria-invalid')).toBe('true');
    expect(await urlField.evaluate((input) => input === document.activeElement)).toBe(true);
    await urlField.fill('ftp://example.com/hook');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText('Only http and https addresses can receive webhooks.').waitFor();
    await urlField.fill('https://user:secret@example.com/hook');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText('Remove the user name and password from the URL', { exact: false }).waitFor();

    // A refusal only the server can tell shows next to the field it names, in its words.
    await failOperation(page, 'AdminCreateWebhookEndpoint', 'The webhook endpoint cannot be saved', 'BAD_USER_INPUT', {
      url: 'This host is on the blocklist',
    });
    await urlField.fill('https://example.com/hook');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText('This host is on the blocklist').waitFor();
    expect(await urlField.getAttribute('aria-invalid')).toBe('true');
    expect(await urlField.inputValue()).toBe('https://example.com/hook');
    await shot(page, 'refusal', DESKTOP.width, false);
    await page.unrouteAll();

    // Chosen events only.
    await form.getByLabel('post.published').check();
    await form.getByLabel('site.changed').check();
    await form.getByText('Only the checked events are sent.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await webhooks.getByRole('button', { name: 'Done' }).click();
    const card = webhooks.locator('.webhooks-card');
    expect(await card.locator('.webhooks-events .integrations-chip').allTextContents()).toEqual([
      'post.published',
      'site.changed',
    ]);
    expect((await storedEndpoint()).events).toEqual(['post.published', 'site.changed']);

    // Edit: the form opens on the URL; saved, the card shows the change and Edit has the focus back.
    await card.getByRole('button', { name: 'Edit “https://example.com/hook”' }).click();
    const edit = card.getByRole('form', { name: 'Edit endpoint' });
    const editUrl = edit.getByLabel('URL', { exact: true });
    expect(await editUrl.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await edit.getByLabel('post.published').isChecked()).toBe(true);
    await editUrl.fill('https://example.com/hooks/v2');
    await edit.getByLabel('Description (optional)').fill('Chat notifications');
    await edit.getByLabel('post.published').uncheck();
    await edit.getByLabel('site.changed').uncheck();
    await edit.getByText('None checked: every event is sent', { exact: false }).waitFor();
    await shot(page, 'edit', DESKTOP.width);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.getByRole('heading', { name: 'https://example.com/hooks/v2' }).waitFor();
    await card.getByText('Chat notifications').waitFor();
    expect(await card.locator('.webhooks-events .integrations-chip').allTextContents()).toEqual(['All events']);
    expect(
      await card
        .getByRole('button', { name: 'Edit “https://example.com/hooks/v2”' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    const stored = await storedEndpoint();
    expect([stored.url, stored.description, stored.events]).toEqual([
      'https://example.com/hooks/v2',
      'Chat notifications',
      [],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns of an endpoint the server turned off, fits 375 px as cards, and speaks French', async () => {
    // What a receiver that answered 410 Gone leaves behind.
    const em = site.t.app.orm.em.fork();
    const now = Date.now();
    const endpoint = em.create(WebhookEndpoint, {
      url: receiver.url('/netlify/build-hooks/5f3c9a7e2b1d4e6f8a0c'),
      description: 'Rebuild the static site on Netlify',
      events: ['site.changed', 'post.published'],
      enabled: false,
      disabledReason: 'The receiver answered 410 Gone: it asked for no more events',
      consecutiveFailures: 3,
      secret: `whsec_${Buffer.from('k'.repeat(24)).toString('base64')}`,
      createdAt: new Date(now - 30 * 24 * HOUR_MS),
    });
    const delivery = (minutesAgo: number, fields: Partial<WebhookDelivery>) =>
      em.create(WebhookDelivery, {
        endpoint,
        messageId: `msg_seeded${minutesAgo}`,
        eventType: 'site.changed',
        payload: { type: 'site.changed' },
        createdAt: new Date(now - minutesAgo * 60_000),
        nextAttemptAt: new Date(now + HOUR_MS),
        ...fields,
      });
    delivery(3, {
      status: DeliveryStatus.GAVE_UP,
      attempts: 1,
      lastStatusCode: 410,
      lastDurationMs: 38,
      lastResponse: 'Gone',
      lastError: 'The receiver answered 410',
    });
    delivery(20, {
      eventType: 'post.published',
      status: DeliveryStatus.FAILED,
      attempts: 2,
      lastStatusCode: 503,
      lastDurationMs: 1204,
      lastError: 'The receiver answered 503',
    });
    delivery(60, {
      status: DeliveryStatus.SUCCEEDED,
      attempts: 1,
      lastStatusCode: 200,
      lastDurationMs: 112,
      lastResponse: '{"ok":true}',
      deliveredAt: new Date(now - 60 * 60_000),
    });
    await em.flush();
    const url = endpoint.url;

    for (const viewport of [DESKTOP, MOBILE]) {
      const { context, page, errors } = await openIntegrations({ viewport });
      const webhooks = page.getByRole('region', { name: 'Webhooks' });
      const card = webhooks.locator('.webhooks-card');
      const warning = card.locator('.webhooks-warning');
      await warning.getByText('Turned off by the server:').waitFor();
      await warning
        .getByText('The receiver answered 410 Gone: it asked for no more events', { exact: false })
        .waitFor();
      expect(await card.getByRole('switch').getAttribute('aria-checked')).toBe('false');
      expect(await card.locator('.webhooks-events .integrations-chip').allTextContents()).toEqual([
        'post.published',
        'site.changed',
      ]);
      await card.getByRole('button', { name: `Deliveries to “${url}”` }).click();
      if (viewport === MOBILE) {
        const cards = card.locator('.webhooks-log__card');
        await cards.first().waitFor();
        expect(await cards.count()).toBe(3);
        await cards.first().getByText('Gave up').waitFor();
        await cards.nth(1).getByText('Failed (will retry)').waitFor();
        await cards.nth(1).getByText('Next attempt').waitFor();
        await cards.nth(1).getByRole('button', { name: 'Details' }).click();
        await cards.nth(1).getByText('The receiver answered 503').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, 'list', MOBILE.width);
        await shotOf(page, card, 'card', MOBILE.width);
        await shotOf(page, webhooks.getByRole('form', { name: 'Add endpoint' }), 'form', MOBILE.width);

        // A new secret, confirmed first, fits the narrow screen with its notes.
        await card.getByRole('button', { name: `Rotate secret of “${url}”` }).click();
        const dialog = page.getByRole('dialog', { name: `Rotate the secret of “${url}”?` });
        await dialog.getByText('The old secret keeps signing for 24 hours as well', { exact: false }).waitFor();
        await shot(page, 'confirm', MOBILE.width, false);
        await dialog.getByRole('button', { name: 'Rotate secret' }).click();
        const panel = webhooks.locator('.integrations-secret');
        await panel.getByRole('heading', { name: `New signing secret for “${url}”` }).waitFor();
        expect(await panel.locator('.integrations-secret__value').textContent()).toMatch(SECRET);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
        await shotOf(page, panel, 'secret', MOBILE.width);
        await panel.getByRole('button', { name: 'Done' }).click();
        await card.getByText('The previous secret also signs until', { exact: false }).waitFor();
      } else {
        const rows = card.locator('.webhooks-log__row');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(3);
        await rows.nth(1).getByRole('button', { name: 'Details' }).click();
        // The log fits its card: no sideways scrolling at 1280 px.
        const wrap = card.locator('.webhooks-log__table-wrap');
        expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await shot(page, 'server-off', DESKTOP.width);
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.waitForTimeout(300);
        await shotOf(page, card, 'server-off-dark', DESKTOP.width);
        await page.emulateMedia({ colorScheme: 'light' });
      }
      expect(errors).toEqual([]);
      await context.close();
    }

    // Switched back on: the warning goes, and the endpoint is sent events again.
    const { context, page, errors } = await openIntegrations({ viewport: MOBILE, language: 'fr' });
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByText('Désactivé par le serveur :').waitFor();
    await webhooks.getByText('Ajouter un webhook', { exact: true }).first().waitFor();
    await webhooks.getByText('Une fois après une série de modifications', { exact: false }).first().waitFor();
    const onOff = webhooks.getByRole('switch', { name: `Envoyer les événements à « ${url} »` });
    await onOff.click();
    await webhooks.locator('.webhooks-warning').waitFor({ state: 'detached' });
    expect(await onOff.getAttribute('aria-checked')).toBe('true');
    const stored = await storedEndpoint();
    expect([stored.enabled, stored.disabledReason]).toEqual([true, null]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'fr', MOBILE.width);
    await shotOf(page, webhooks, 'fr-section', MOBILE.width);
    expect(errors).toEqual([]);
    await context.close();
  }, 120000);
});
