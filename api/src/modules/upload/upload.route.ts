import { pipeline } from 'node:stream';
import type { RequestHandler } from 'express';
import { publicError } from '../../common/public-error.js';
import { errorReply, sendReply } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import type { UploadStorage } from './storage.js';
import { ACCEPTED_IMAGES, sniffImageType } from './image-check.js';
import { Renditions } from './renditions.js';

/** The extensions the server gives the images it stores; no other name is ever served. */
const SERVED_EXTENSIONS = new Set(Object.values(ACCEPTED_IMAGES));

/**
 * GET /uploads/:name — serves a stored file with nosniff, a long cache life (names never change)
 * and a CSP that runs nothing. Only bytes that are an accepted image type (sniffed here, whatever
 * the name says) are shown inline, with that type; anything else in the folder (put there by hand
 * or by a restore, say) is an opaque download, so no stored file can ever render as a page.
 * A rendition's name (`<id>-480w.webp`) is made from its original on its first request. A store
 * that cannot be read (the database or the bucket unreachable) answers 503.
 */
export function serveUploads(storage: UploadStorage, log?: Pick<Logger, 'warn'>): RequestHandler {
  const renditions = new Renditions(storage, log);
  return async (req, res, next) => {
    try {
      const name = String(req.params.name);
      const file = Renditions.isRenditionName(name)
        ? await renditions.open(name)
        : SERVED_EXTENSIONS.has(name.split('.').pop() ?? '')
          ? await storage.open(name)
          : null;
      if (!file) {
        res.status(404).json({ error: 'Upload not found' });
        return;
      }
      const image = await sniffImageType(file.head);
      res.set({
        'Content-Type': image ?? 'application/octet-stream',
        // The name is the server's own ([a-z0-9-] and one dot), so it needs no quoting rules.
        'Content-Disposition': `${image ? 'inline' : 'attachment'}; filename="${name}"`,
        'Content-Length': String(file.bytes),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
      });
      // A reader who left while the file was being opened (a page closed, an image scrolled
      // past) is no server error: close the file, there is nobody to send it to.
      if (res.destroyed) {
        file.stream.destroy();
        return;
      }
      // pipeline closes the file when the client leaves mid-download.
      pipeline(file.stream, res, (error) => {
        if (error && !req.socket.destroyed) next(error);
      });
    } catch (error) {
      const answer = publicError(error);
      if (!answer) return next(error);
      sendReply(res, errorReply(answer, String(req.id ?? '')));
    }
  };
}
