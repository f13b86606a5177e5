import type { Page, Request, Route } from 'playwright-core';

type Json = Record<string, any>;

/** /graphql with or without a query string: the reader site sends its queries by GET. */
const GRAPHQL = (url: URL) => url.pathname === '/graphql';

/**
 * The operation a request carries: in the URL of a GET (a persisted query's hash), in the body of
 * a POST. `registration` marks the POST that sends a persisted query's full document after the
 * server did not know its hash: the same operation as the GET before it.
 */
function operationIn(request: Request): { name?: string; variables: Json; registration: boolean } | null {
  try {
    if (request.method() === 'GET') {
      const params = new URL(request.url()).searchParams;
      return {
        name: params.get('operationName') ?? undefined,
        variables: JSON.parse(params.get('variables') ?? '{}') as Json,
        registration: false,
      };
    }
    const body = request.postDataJSON() as { operationName?: string; variables?: Json; extensions?: Json } | null;
    if (!body) return null;
    return {
      name: body.operationName,
      variables: body.variables ?? {},
      registration: Boolean(body.extensions?.persistedQuery),
    };
  } catch {
    // not JSON (multipart)
    return null;
  }
}

function operationOf(route: Route): string | undefined {
  return operationIn(route.request())?.name;
}

/** The server does not know a persisted query's hash yet: the client sends the document next. */
const isUnknownHash = (body: Json) =>
  Array.isArray(body.errors) &&
  body.errors.some((error: Json) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND');

/**
 * Answers one GraphQL operation with an error (as the API would), letting the others through.
 * @param fields for BAD_USER_INPUT: the message per input field (`extensions.fields`).
 */
export async function failOperation(
  page: Page,
  operationName: string,
  message = 'Something went wrong',
  code = 'INTERNAL_SERVER_ERROR',
  fields?: Record<string, string>,
) {
  await page.route(GRAPHQL, async (route) => {
    if (operationOf(route) !== operationName) return route.fallback();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] }),
    });
  });
}

/** Delays one GraphQL operation (to observe loading states). */
export async function delayOperation(page: Page, operationName: string, ms: number) {
  await page.route(GRAPHQL, async (route) => {
    if (operationOf(route) === operationName) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** Lets one operation reach the server, then rewrites its response. */
export async function rewriteOperation(page: Page, operationName: string, rewrite: (body: Json) => Json) {
  await page.route(GRAPHQL, async (route) => {
    if (operationOf(route) !== operationName) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    await route.fulfill({ response, json: isUnknownHash(body) ? body : rewrite(body) });
  });
}

/**
 * Collects the names of the GraphQL operations the page sends, with their variables: once each,
 * a persisted query's registration not counted again.
 */
export function recordOperations(page: Page): { name: string; variables: Json }[] {
  const seen: { name: string; variables: Json }[] = [];
  page.on('request', (request) => {
    if (!GRAPHQL(new URL(request.url())) || !['GET', 'POST'].includes(request.method())) return;
    const operation = operationIn(request);
    if (operation?.name && !operation.registration) seen.push({ name: operation.name, variables: operation.variables });
  });
  return seen;
}
