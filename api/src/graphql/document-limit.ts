import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';

/** The media types a GraphQL error body may be sent as, the client's preference deciding. */
const GRAPHQL_MEDIA_TYPES = ['application/json', 'application/graphql-response+json'];

/** Room for an anonymous request's variables (a comment, a contact message) beside its document. */
const ANONYMOUS_VARIABLES_BYTES = 64 * 1024;

function tooLarge(req: Request, res: Response, maxBytes: number): void {
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
}

/**
 * The JSON body parser for /graphql: a signed-in request may send `signedInBytes` (a post's
 * sections run to megabytes), any other one its document and a little more, so an anonymous
 * client cannot make the server read and parse megabytes it will refuse anyway (an 8 MB body
 * costs about three times its size while it is read and parsed). A larger body is refused with
 * 413 PAYLOAD_TOO_LARGE from its Content-Length, unread.
 * @param isSignedIn whether the request's credential may send large bodies (the owner's session,
 *   an API token that may write posts).
 */
export function graphqlJsonBody(options: {
  documentMaxBytes: number;
  signedInBytes: number;
  isSignedIn: (req: Request) => Promise<boolean>;
}): [RequestHandler, ErrorRequestHandler] {
  const signedIn = express.json({ limit: options.signedInBytes });
  const anonymous = express.json({ limit: options.documentMaxBytes + ANONYMOUS_VARIABLES_BYTES });
  const parse: RequestHandler = (req, res, next) => {
    // A GET has no body to parse: its credential is not asked for before the context needs it.
    if (req.method === 'GET' || req.method === 'HEAD') return anonymous(req, res, next);
    options.isSignedIn(req).then((large) => (large ? signedIn : anonymous)(req, res, next), next);
  };
  const refuse: ErrorRequestHandler = (error, req, res, next) => {
    if ((error as { type?: string }).type === 'entity.too.large') {
      // The connection may still carry the unread body: it is not reused.
      res.setHeader('Connection', 'close');
      tooLarge(req, res, options.documentMaxBytes);
    } else {
      next(error);
    }
  };
  return [parse, refuse];
}

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
    tooLarge(req, res, maxBytes);
  };
}
