import type { ErrorCode } from '../common/errors.js';
import { HTTP_STATUS } from '../http/errors.js';
import type { RestRoute } from './routes.js';
import { SCHEMAS } from './schemas.js';

const REASONS: Record<ErrorCode, string> = {
  BAD_USER_INPUT:
    'Invalid input (`fields` names each bad field), malformed JSON, or a path or query parameter that is not ' +
    'acceptable text',
  UNAUTHENTICATED: 'Missing, invalid or expired admin or API token, or wrong credentials',
  FORBIDDEN: 'Not allowed (e.g. comments are closed, or an API token without the scope this needs)',
  NOT_FOUND: 'Not found',
  CONFLICT:
    'Saved elsewhere in the meantime: the post changed since its version was loaded, or another save took ' +
    'the same slug at the same moment; or the same comment was already posted on the post',
  RESYNC_REQUIRED:
    'The change token is older than the changes kept, or from another database: read everything again and poll from a new token',
  PAYLOAD_TOO_LARGE: 'The body or file is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Not an accepted image type, or a body charset or encoding that is not supported',
  TOO_MANY_REQUESTS: 'Too many requests; wait the seconds of Retry-After',
  SERVICE_UNAVAILABLE: 'The database or the upload folder is unavailable; try again later (Retry-After when known)',
  RATE_LIMIT_UNAVAILABLE:
    'The shared rate limits (Redis) cannot be checked: sign-in, comments and contact messages are refused until ' +
    'they can; try again after Retry-After',
  INTERNAL_SERVER_ERROR: 'Unexpected error (quote `requestId`)',
};

/** The codes each error status carries (503 has two); the first one names the status's response. */
const CODES_OF = new Map<number, ErrorCode[]>();
for (const code of Object.keys(HTTP_STATUS) as ErrorCode[]) {
  CODES_OF.set(HTTP_STATUS[code], [...(CODES_OF.get(HTTP_STATUS[code]) ?? []), code]);
}

const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } };

/** One reusable response per error status, its body's `code` pinned to the codes of that status. */
const errorResponses = () =>
  Object.fromEntries(
    [...CODES_OF].map(([status, codes]) => [
      codes[0],
      {
        description: codes.map((code) => (codes.length > 1 ? `${code}: ${REASONS[code]}` : REASONS[code])).join('. '),
        ...(status === 429 ? { headers: { 'Retry-After': { ...RETRY_AFTER, required: true } } } : {}),
        ...(status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Error' },
                { type: 'object', properties: { code: codes.length > 1 ? { enum: codes } : { const: codes[0] } } },
              ],
            },
          },
        },
      },
    ]),
  );

/**
 * Every error status a row can answer: its own (`errors`) and the ones that follow from the row.
 * Any row refuses a path or query parameter that is not acceptable text (400) and can meet an
 * outage (503) or a bug (500); a body can be malformed, too large or in an unsupported charset;
 * a token can be invalid, lack a scope or be throttled; a throttled row, and any row anonymous
 * callers may use, answers 429.
 */
function errorStatuses(route: RestRoute): number[] {
  const statuses = new Set([...route.errors, 400, 500, 503]);
  if (route.body) [413, 415].forEach((status) => statuses.add(status));
  // Any token may be refused, lack the scope, or have spent its requests for the minute.
  if (route.admin || route.acceptsToken) [401, 403, 429].forEach((status) => statuses.add(status));
  // Anonymous callers share a per-address budget of requests the response cache did not answer.
  if (route.rateLimited || !route.admin) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Who may call: an admin token, an optional one, or anyone. */
const security = (route: RestRoute) =>
  route.admin ? [{ bearerAuth: [] }] : route.acceptsToken ? [{}, { bearerAuth: [] }] : [];

const pathParams = (route: RestRoute) =>
  [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: route.params?.[name] ?? '',
    schema: { type: 'string' },
  }));

function requestBody(route: RestRoute) {
  if (!route.body) return undefined;
  const mediaType = route.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  const schema = route.body === 'multipart' ? 'UploadRequest' : route.body;
  return { required: true, content: { [mediaType]: { schema: { $ref: `#/components/schemas/${schema}` } } } };
}

function operation(route: RestRoute) {
  const success =
    route.status === 204
      ? { description: 'Done' }
      : {
          description: 'OK',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.response}` } } },
        };
  return {
    operationId: route.id,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: security(route),
    parameters: [
      ...pathParams(route),
      ...(route.query ?? []).map((param) => ({ ...param, in: 'query', required: false })),
    ],
    ...(route.body ? { requestBody: requestBody(route) } : {}),
    responses: {
      [route.status]: success,
      // Express answers a GET whose ETag the client already holds (If-None-Match) with 304.
      ...(route.method === 'get'
        ? { 304: { description: 'Not modified: the ETag sent in If-None-Match matches' } }
        : {}),
      ...Object.fromEntries(
        errorStatuses(route).map((status) => [status, { $ref: `#/components/responses/${CODES_OF.get(status)?.[0]}` }]),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the REST layer (GET /api/openapi.json), generated from the route
 * table so it lists exactly what is served.
 * @returns a plain JSON-serialisable object.
 */
export function buildOpenApi(routes: RestRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wisdom blog REST API',
      version: '1.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'The REST paths of the original blog client, served by running the GraphQL API (/graphql) in-process: ' +
        'same authentication, validation, rate limits and error messages. Errors are ' +
        '`{ "error": message, "code": CODE }` (with `fields` naming each invalid input field for BAD_USER_INPUT, ' +
        'and `requestId` for INTERNAL_SERVER_ERROR); 429 and 503 carry Retry-After.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: SCHEMAS,
      responses: errorResponses(),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The owner's session token from POST /admin/login (every power), or an API token (`wbt_…`) made in " +
            "the admin's Integrations screen, limited to its scopes: drafts:read for the admin reads, content:write " +
            'for post, featured and upload changes, comments:moderate for the comment moderation paths; token and ' +
            'account management take the owner session.',
        },
      },
    },
  };
}
