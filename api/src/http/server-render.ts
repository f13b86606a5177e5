import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { type AppDeps, buildContext, type Context } from '../graphql/context.js';
import { isPrivateAnswer } from '../modules/cache/read-scopes.js';
import type { InFlightWork } from './in-flight.js';
import { preferredLanguage } from './page-language.js';
import { type PageAssets, readPageAssets } from './page-assets.js';

/** The server renderer the web build makes (web/src/entry-server.tsx), as far as the API uses it. */
interface PageRendererModule {
  render(request: {
    url: string;
    origin: string;
    preferredLanguage?: string;
    execute(operation: {
      query: string;
      variables: Record<string, unknown>;
      operationName?: string;
    }): Promise<FormattedExecutionResult>;
    nonce: string;
    assets: PageAssets;
    signal?: AbortSignal;
  }): Promise<{ status: number; html: string; renders: number }>;
}

/**
 * A fresh CSP nonce for every response (128 random bits, base64), in `res.locals.cspNonce`:
 * securityHeaders names it in script-src, and server-rendered pages put it on their scripts.
 */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

/**
 * Loads the web build's server renderer (web/dist-server/entry-server.js, beside web/dist) and
 * the client build's asset names.
 * @returns a handler that answers a GET of a reader page with its server-rendered HTML (status
 *   200, or 404 for a page that found nothing), or undefined when the build has no server renderer.
 */
export async function serverRendering(options: {
  distDir: string | undefined;
  apollo: ApolloServer<Context>;
  deps: AppDeps;
  /** Counts each render until it ends, so that shutdown waits for it. */
  inFlight: InFlightWork;
}): Promise<RequestHandler | undefined> {
  const { distDir, apollo, deps, inFlight } = options;
  const entry = distDir ? join(distDir, '..', 'dist-server', 'entry-server.js') : undefined;
  if (!distDir || !entry || !existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRendererModule;
  const assets = await readPageAssets(distDir);

  return async (req, res, next) => {
    const abort = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) abort.abort();
    };
    res.once('close', onClose);
    try {
      const started = performance.now();
      const context = await buildContext(req, deps, { page: true });
      const { status, html, renders } = await inFlight.track(
        renderer.render({
          url: req.originalUrl,
          origin: deps.config.publicUrl,
          preferredLanguage: preferredLanguage(req),
          execute: async (operation) => {
            const response = await apollo.executeOperation(operation, { contextValue: context });
            if (response.body.kind !== 'single') throw new Error('Page queries never stream');
            return response.body.singleResult;
          },
          nonce: String(res.locals.cspNonce),
          assets,
          signal: abort.signal,
        }),
      );
      if (abort.signal.aborted) return;
      res.status(status);
      if (isPrivateAnswer(req)) {
        // A post opened by a preview link: for this visitor only, never indexed, and its URL (which
        // carries the token) never sent on as a Referer by the links and images of the page.
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Robots-Tag', 'noindex');
        res.setHeader('Referrer-Policy', 'no-referrer');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
      // W3C Server Timing: what the render took, and in how many React passes (browser dev tools show it).
      res.setHeader(
        'Server-Timing',
        `render;dur=${(performance.now() - started).toFixed(1)};desc="${renders} pass${renders === 1 ? '' : 'es'}"`,
      );
      res.vary('Cookie').vary('Accept-Language');
      res.type('html').send(html);
    } catch (error) {
      if (!abort.signal.aborted) next(error);
    } finally {
      res.off('close', onClose);
    }
  };
}
