import type { RequestHandler } from 'express';
import type { UploadStorage } from './storage.js';
import { ACCEPTED_IMAGES } from './image-check.js';

const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(ACCEPTED_IMAGES).map(([mime, ext]) => [ext, mime]));

/** GET /uploads/:name — serves a stored image with its real type, nosniff and a long cache life (names never change). */
export function serveUploads(storage: UploadStorage): RequestHandler {
  return async (req, res, next) => {
    try {
      const name = String(req.params.name);
      const mime = MIME_BY_EXTENSION[name.split('.').pop() ?? ''];
      const file = mime ? await storage.open(name) : null;
      if (!file) {
        res.status(404).json({ error: 'Upload not found' });
        return;
      }
      res.set({
        'Content-Type': mime,
        'Content-Length': String(file.bytes),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
      });
      file.stream.on('error', next).pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
