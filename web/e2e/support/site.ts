import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '../../../api/test/helpers/test-app.js';

const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

export interface Site {
  t: TestApp;
  token: string;
  /** Absolute URL of a path on the running site. */
  url(path?: string): string;
  close(): Promise<void>;
}

/**
 * Boots the real API server (in-memory database, per-IP limits off) with the built reader site
 * mounted by createApp, and signs in the seeded administrator for creating content.
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build --workspace web` before the browser tests.');
  }
  const t = await startTestApp({ RATE_LIMITS: 'off', ...env });
  const token = await t.login();
  return { t, token, url: (path = '/') => `${t.url}${path}`, close: () => t.close() };
}
