import type { RequestHandler } from 'express';

/** The media types a GraphQL error body may be sent as, the client's preference deciding. */
const GRAPHQL_MEDIA_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * Refuses a GraphQL document (`query` of a POST body, a multipart `operations` field or a GET
 * URL) longer than `maxBytes` in UTF-8 with 413 PAYLOAD_TOO_LARGE, before anything parses it:
 * parsing costs memory in proportion to the text (about 240 bytes of syntax tree per byte of a
 * dense document), and the response cache and Apollo would keep the text in their memos.
 * Variables are not counted: a post's sections legitimately run to megabytes.
 */
export function documentSizeLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const body = req.body as { query?: unknown } | undefined;
    const query = typeof body?.query === 'string' ? body.query : req.query?.query;
    // A UTF-8 byte is at least a third of a UTF-16 unit: short texts skip the byte count.
    if (typeof query !== 'string' || query.length * 3 <= maxBytes || Buffer.byteLength(query) <= maxBytes) {
      next();
      return;
    }
    res
      .status(413)
      .type(req.accepts(GRAPHQL_MEDIA_TYPES) || 'application/json')
      .send(
        JSON.stringify({
          errors: [
            {
              message: `The GraphQL document is too large: at most ${maxBytes} bytes`,
              extensions: { code: 'PAYLOAD_TOO_LARGE' },
            },
          ],
        }),
      );
  };
}
