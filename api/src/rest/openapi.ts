import type { RestRoute } from './routes.js';
import { SCHEMAS } from './schemas.js';

const REASONS: Record<number, string> = {
  400: 'Invalid input (`fields` names each bad field) or malformed JSON',
  401: 'Missing, invalid or expired admin token, or wrong credentials',
  403: 'Not allowed (e.g. comments are closed)',
  404: 'Not found',
  409: 'The post was saved elsewhere since this version was loaded',
  413: 'The body or file is too large',
  415: 'Not an accepted image type',
  429: 'Too many requests; see Retry-After',
  500: 'Unexpected error (quote `requestId`)',
};

const errorResponse = (status: number) => ({
  description: REASONS[status] ?? 'Error',
  ...(status === 429
    ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

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
  // Every row can fail unexpectedly; rows with a body can be malformed or too large; admin rows need a token.
  const statuses = new Set([...route.errors, 500]);
  if (route.body) [400, 413].forEach((status) => statuses.add(status));
  if (route.admin) statuses.add(401);
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
    ...(route.admin ? { security: [{ bearerAuth: [] }] } : {}),
    parameters: [
      ...pathParams(route),
      ...(route.query ?? []).map((param) => ({ ...param, in: 'query', required: false })),
    ],
    ...(route.body ? { requestBody: requestBody(route) } : {}),
    responses: {
      [route.status]: success,
      ...Object.fromEntries([...statuses].sort((a, b) => a - b).map((status) => [status, errorResponse(status)])),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the REST layer (GET /api/openapi.json), generated from the route
 * table so it lists exactly what is served (spec section 7).
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
      description:
        'The REST paths of the original blog client, served by running the GraphQL API (/graphql) in-process: ' +
        'same authentication, validation, rate limits and error messages. Errors are ' +
        '`{ "error": message, "code": CODE }` (with `fields` naming each invalid input field for BAD_USER_INPUT).',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: SCHEMAS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token from POST /admin/login.',
        },
      },
    },
  };
}
