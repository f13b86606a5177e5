import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a closed network (stack-notes.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 740 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Stored interface language (localStorage `user-language` and its cookie). */
  language?: string;
  /** Lists in every language (localStorage `user-language-lists`), not only the reader's. */
  allLanguages?: boolean;
  /** navigator.language(s) of the browser. */
  browserLocale?: string;
  reducedMotion?: boolean;
  /** Signed in as the administrator: this token stored as a sign-in stores it. */
  adminToken?: string;
}

/** A fresh context (no storage shared between tests) and a page in it; console errors are collected. */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.browserLocale ?? 'en-US',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    isMobile: (options.viewport ?? DESKTOP).width < 600,
    hasTouch: (options.viewport ?? DESKTOP).width < 600,
  });
  if (options.language) {
    // Both places the site keeps the choice in: the cookie tells the server, so pages come rendered in it.
    await context.addCookies([{ name: 'user-language', value: options.language, domain: '127.0.0.1', path: '/' }]);
    await context.addInitScript((language) => {
      if (!window.localStorage.getItem('user-language')) window.localStorage.setItem('user-language', language);
    }, options.language);
  }
  if (options.allLanguages) {
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('user-language-lists'))
        window.localStorage.setItem('user-language-lists', 'all');
    });
  }
  if (options.adminToken) {
    await context.addInitScript((token) => window.localStorage.setItem('admin_token', token), options.adminToken);
  }
  const page = await context.newPage();
  waitForHydration(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * The console's error messages from the page's own code (the browser's own network lines aside).
 * @param errors where to add them (a new list by default), e.g. the page errors of openPage.
 */
export function collectConsoleErrors(page: Page, errors: string[] = []): string[] {
  page.on('console', (message: ConsoleMessage) => {
    // The API answers a refused request with its HTTP status (401, 400, 409), which Chromium
    // reports as "Failed to load resource"; that line is the browser's, not the application's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/**
 * Makes `page.goto` and `page.reload` resolve once a server-rendered page is hydrated (`<html
 * data-hydrated>`), as a reader's first click comes after the page has become interactive; pages
 * the browser renders alone (the admin area) carry no rendered state and resolve at once.
 */
function waitForHydration(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('__RENDERED_PAGE__'),
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}
