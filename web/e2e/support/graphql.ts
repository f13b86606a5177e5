import type { Page, Route } from 'playwright-core';

type Json = Record<string, any>;

function operationOf(route: Route): string | undefined {
  try {
    return (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
  } catch {
    return undefined;
  }
}

/** Answers one GraphQL operation with an error (as the API would), letting the others through. */
export async function failOperation(
  page: Page,
  operationName: string,
  message = 'Something went wrong',
  code = 'INTERNAL_SERVER_ERROR',
) {
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) !== operationName) return route.fallback();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message, extensions: { code } }] }),
    });
  });
}

/** Delays one GraphQL operation (to observe loading states). */
export async function delayOperation(page: Page, operationName: string, ms: number) {
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) === operationName) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** Lets one operation reach the server, then rewrites its response. */
export async function rewriteOperation(page: Page, operationName: string, rewrite: (body: Json) => Json) {
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) !== operationName) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: rewrite((await response.json()) as Json) });
  });
}

/** Collects the names of the GraphQL operations the page sends, with their variables. */
export function recordOperations(page: Page): { name: string; variables: Json }[] {
  const seen: { name: string; variables: Json }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    try {
      const body = request.postDataJSON() as { operationName: string; variables: Json };
      seen.push({ name: body.operationName, variables: body.variables ?? {} });
    } catch {
      // not JSON (multipart)
    }
  });
  return seen;
}
