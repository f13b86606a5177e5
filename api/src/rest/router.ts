import type { ApolloServer } from '@apollo/server';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type Upload from 'graphql-upload/Upload.mjs';
import type { AuthCheckerFn, ResolverData } from 'type-graphql';
import { authChecker } from '../graphql/auth-checker.js';
import { PRIVATE_NO_STORE, type SharedCaching, sharedCacheControl } from '../graphql/http-caching.js';
import { type AppDeps, buildContext, type Context } from '../graphql/context.js';
import { AppError, badInput, isErrorCode, UNEXPECTED } from '../common/errors.js';
import { publicError } from '../common/public-error.js';
import { textProblem } from '../common/text.js';
import { invalidFields } from '../common/validation.js';
import { errorReply, type Reply, sendReply } from '../http/errors.js';
import type { Logger } from '../logger.js';
import { abandonUnread, receiveUpload } from './multipart.js';
import { buildOpenApi } from './openapi.js';
import { OPERATIONS } from './operations.js';
import { type RestRequest, type RestRoute, ROUTES } from './routes.js';

/** The largest JSON body a REST call accepts (a post with many long sections fits). */
const JSON_BODY_LIMIT = '10mb';

/** An error as GraphQL reports it (its extensions are format-error.ts's wire format). */
interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
  path?: readonly (string | number)[];
}

const isErrorLike = (error: unknown): error is ErrorLike =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof Error) &&
  typeof (error as ErrorLike).message === 'string' &&
  typeof (error as ErrorLike).extensions?.code === 'string';

const TYPE_WORDS: Record<string, string> = {
  Int: 'an integer',
  Float: 'a number',
  String: 'text',
  ID: 'an id',
  Boolean: 'true or false',
  DateTimeISO: 'a date',
};

/**
 * Rewords a GraphQL variable error (raised before any resolver runs) in terms of the REST field
 * it came from: variables are named after request fields, and `input` is the body itself. The
 * caller's value is never echoed back (it may be megabytes).
 * @returns the message and the field map, or null when `message` is not a variable error.
 */
function variableError(message: string): { message: string; fields: Record<string, string> } | null {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1];
  if (!variable) return null;
  const missing = /Field "(\w+)" of required type "[^"]+" was not provided\.$/.exec(message)?.[1];
  const at = / at "([^"]+)"; /.exec(message)?.[1] ?? variable;
  const field = (missing ? `${at}.${missing}` : at).replace(/^input\.?/, '') || variable;
  const type = /(?:^|; )(\w+) cannot represent/.exec(message)?.[1] ?? /Expected type "(\w+)"/.exec(message)?.[1];
  const problem =
    missing || /of (?:required|non-null) type/.test(message)
      ? `${field} is required`
      : /does not exist in "\w+" enum/.test(message)
        ? `${field} has an unknown value`
        : `${field} must be ${type ? (TYPE_WORDS[type] ?? 'an object') : 'valid'}`;
  return { message: `Invalid input: ${problem}`, fields: { [field]: problem } };
}

/**
 * Reads an error back into the vocabulary: a GraphQL error of a stored operation by its code (a
 * variable error reworded in terms of the REST field), an error thrown here through
 * `publicError`. Anything else is a bug: logged (masked resolver errors were logged by the
 * GraphQL plugin already) and answered INTERNAL_SERVER_ERROR.
 * @returns the error to answer with.
 */
function restError(error: unknown, context: Pick<Context, 'log' | 'requestId'>): AppError {
  if (isErrorLike(error)) {
    const extensions = error.extensions!;
    const code = extensions.code;
    if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') {
      const given = extensions.fields as Record<string, string> | undefined;
      const reworded = code === 'BAD_USER_INPUT' && !given ? variableError(error.message) : null;
      const fields = reworded?.fields ?? given;
      const retryAfterSeconds = typeof extensions.retryAfter === 'number' ? extensions.retryAfter : undefined;
      return new AppError(code, reworded?.message ?? error.message, {
        ...(fields ? { fields } : {}),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      });
    }
    if (code !== 'INTERNAL_SERVER_ERROR') {
      context.log.error({ err: error, requestId: context.requestId }, 'A stored REST operation failed');
    }
  } else {
    const known = publicError(error);
    if (known) return known;
    context.log.error({ err: error, requestId: context.requestId }, 'Unexpected error in a REST call');
  }
  return new AppError('INTERNAL_SERVER_ERROR', UNEXPECTED);
}

/**
 * type-graphql checks auth before it validates arguments; an admin call whose input cannot even
 * reach a resolver must keep that order, so it runs the same checker first.
 * @throws UNAUTHENTICATED when the request has no valid admin token.
 */
async function requireAdminFirst(route: RestRoute, context: Context): Promise<void> {
  if (route.admin) await (authChecker as AuthCheckerFn<Context>)({ context } as ResolverData<Context>, []);
}

/**
 * The request as rows see it. Path and query parameters meet the text rules here, so an error
 * names the parameter the caller sent; the body's text meets them at the GraphQL input boundary.
 * @throws BAD_USER_INPUT when a parameter is not acceptable text or a JSON row's body is not an
 *   object.
 */
function restRequest(req: Request, route: RestRoute, file: Upload | undefined): RestRequest {
  const query: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.query)) {
    const first = Array.isArray(value) ? value[0] : value;
    query[name] = typeof first === 'string' ? first : undefined;
  }
  const problems: Record<string, string> = {};
  for (const [name, value] of [...Object.entries(req.params), ...Object.entries(query)]) {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) problems[name] = `${name} ${problem}`;
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
  const raw: unknown = route.body && route.body !== 'multipart' ? req.body : undefined;
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw badInput('The request body must be a JSON object');
  }
  return {
    params: req.params as Record<string, string>,
    query,
    body: (raw as Record<string, unknown> | undefined) ?? {},
    hasToken: Boolean(req.headers.authorization),
    file,
  };
}

/**
 * Runs a row: maps the request, executes its stored operation in-process and shapes the data.
 * @returns the reply for the success status, or the mapped error.
 */
async function runRoute(
  apollo: ApolloServer<Context>,
  route: RestRoute,
  req: Request,
  context: Context,
  file: Upload | undefined,
): Promise<Reply> {
  let request: RestRequest;
  let variables: Record<string, unknown>;
  try {
    request = restRequest(req, route, file);
    variables = route.variables(request);
  } catch (error) {
    await requireAdminFirst(route, context);
    throw error;
  }
  // As in a JSON request, an absent value is no key at all: GraphQL reads an undefined
  // variable as null, which a defaulted non-null argument refuses.
  for (const [name, value] of Object.entries(variables)) if (value === undefined) delete variables[name];
  let response = await apollo.executeOperation(
    { query: OPERATIONS[route.operation], variables },
    { contextValue: context },
  );
  const again = response.body.kind === 'single' && route.retry?.(response.body.singleResult.data, variables);
  if (again) {
    response = await apollo.executeOperation(
      { query: OPERATIONS[route.operation], variables: again },
      { contextValue: context },
    );
  }
  if (response.body.kind !== 'single') throw new Error('REST operations never stream');
  const { data, errors } = response.body.singleResult;
  if (errors?.length) {
    // Errors without a path were raised before execution (variables), so auth has not run yet.
    if (errors.every((error) => !error.path)) await requireAdminFirst(route, context);
    return errorReply(restError(errors[0], context), context.requestId);
  }
  return { status: route.status, body: route.respond?.(data, request) };
}

/**
 * Anonymous successful GETs are the same for every reader: a browser's copy is stale at once and
 * shared caches may keep them a while, as /graphql's (graphql/http-caching.ts; Express adds the
 * ETag and answers 304). Everything else is private to one caller.
 * @returns the Cache-Control header value.
 */
function cachePolicy(req: Request, reply: Reply, context: Context | null, caching: SharedCaching): string {
  return req.method === 'GET' && reply.status === 200 && !context?.viewer && !req.headers.authorization
    ? sharedCacheControl(caching)
    : PRIVATE_NO_STORE;
}

function send(res: Response, reply: Reply, successFlag: boolean | undefined, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
  if (reply.status === 204) {
    res.status(204).end();
    return;
  }
  const flagged = successFlag && reply.status >= 400 ? { success: false, ...(reply.body as object) } : reply.body;
  sendReply(res, { ...reply, body: flagged });
}

/**
 * The REST compatibility layer mounted at /api: one Express route per row of
 * ROUTES, each running its stored GraphQL operation with the same `buildContext` as /graphql, so
 * auth, validation, rate limits and error masking are GraphQL's. Also serves /openapi.json.
 * Errors answer `{ error, code, fields? }` with the status of their code; unknown /api paths fall
 * through to the app's JSON 404.
 * @returns an Express router.
 */
export function restRouter({ apollo, deps }: { apollo: ApolloServer<Context>; deps: AppDeps }): Router {
  const router = express.Router();
  const openApi = buildOpenApi(ROUTES);
  // Only rows with a JSON body read one; other rows ignore any body, so they never answer the
  // 413 or 415 of an unreadable one (as their OpenAPI entries say).
  const json = express.json({ limit: JSON_BODY_LIMIT });
  router.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });

  const handler =
    (route: RestRoute): RequestHandler =>
    async (req, res) => {
      const file = route.body === 'multipart' ? receiveUpload(req, deps.config.uploadMaxBytes) : undefined;
      let context: Context | null = null;
      let reply: Reply;
      try {
        context = await buildContext(req, deps);
        reply = await runRoute(apollo, route, req, context, file);
      } catch (error) {
        // Without a context (the session could not be checked), the request's own logger.
        const where = context ?? {
          log: (req as Request & { log?: Logger }).log ?? deps.log,
          requestId: String(req.id ?? ''),
        };
        reply = errorReply(restError(error, where), where.requestId);
      }
      if (file) abandonUnread(req, res);
      send(res, reply, route.successFlag, cachePolicy(req, reply, context, deps.config));
    };
  for (const route of ROUTES) {
    const parsers = route.body && route.body !== 'multipart' ? [json] : [];
    router[route.method](route.path.replace(/\{(\w+)\}/g, ':$1'), ...parsers, handler(route));
  }
  return router;
}
