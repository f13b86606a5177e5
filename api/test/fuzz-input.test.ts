import fc from 'fast-check';
import {
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { ERROR_CODES } from '../src/common/errors.js';
import { buildApiSchema } from '../src/graphql/schema.js';
import { type RestRoute, ROUTES } from '../src/rest/routes.js';
import { SCHEMAS } from '../src/rest/schemas.js';
import { createPost, PNG_1x1 } from './helpers/factories.js';
import { startSignedIn, type TestApp } from './helpers/test-app.js';

// Hostile input sent to every REST route (the route table) and every argument of every Query and
// Mutation field (the schema), so a new route or argument is covered without editing this file.
// Whatever arrives, the answer is a 4xx or a success, never a 5xx; errors carry a code of the
// vocabulary and nothing internal; the server stays healthy.

/**
 * Runs per REST route and per GraphQL argument: by default ~600 requests, under a minute per
 * database; FUZZ_RUNS=200 searches deeper (fast-check prints the seed of any failure).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 10;

let t: TestApp;
let token: string;
beforeAll(async () => {
  // Throttles would answer 429 to most of the run and hide what lies behind them.
  ({ t, token } = await startSignedIn({
    RATE_LIMITS: 'off',
    LOGIN_FAILURES_PER_EMAIL: '1000',
    LOGIN_FAILURES_PER_IP: '10000',
  }));
  // Something for ids such as "1" to find.
  await createPost(t, token, { tags: ['faith'] });
});
afterAll(() => t.close());

const ONE_MB = 'x'.repeat(1 << 20);

/** Strings that broke servers before: surrogates, controls, bidi overrides, JSON and numbers as text. */
const NASTY = [
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\u001b[31mred',
  '\u202egnp.exe',
  '\u200f\u202d\u2066',
  '\ufeff',
  '{"a":1}',
  '[1,2,3]',
  '{"$gt":""}',
  '123',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  'true',
  'null',
  '',
  ' ',
  "'; drop table post; --",
  '%uD800',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'ﷺ'.repeat(50),
];

/** UTF-16 code units, with C0 controls, surrogates and bidi controls far more often than by chance. */
const anyCodeUnit = fc
  .oneof(
    fc.integer({ min: 0, max: 0xffff }),
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
    fc.constantFrom(0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x7f, 0xfeff),
  )
  .map((unit) => String.fromCharCode(unit));

/** Short hostile strings (they also go into URLs, where Node caps the size). */
const shortHostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...NASTY), fc.string()).map(([nasty, text]) => text + nasty + text),
  },
);

/** Hostile strings, 1 MB ones among them. */
const hostileString = fc.oneof(
  { weight: 12, arbitrary: shortHostile },
  { weight: 1, arbitrary: fc.constantFrom(ONE_MB, `${ONE_MB}\u0000`, `\ud800${ONE_MB}`) },
);

/** A value of any JSON type: what a careless or hostile client sends where another type is expected. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(shortHostile, { maxLength: 3 }),
  fc.dictionary(shortHostile, shortHostile, { maxKeys: 3 }),
);

/** @returns mostly well-typed values of a GraphQL input type with hostile leaves, sometimes wrong ones. */
function graphqlValue(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return graphqlValue(type.ofType);
  const typed = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: wrongValue });
  if (isListType(type)) return typed(fc.array(graphqlValue(type.ofType), { maxLength: 3 }));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return typed(
      fc.record(Object.fromEntries(fields.map((field) => [field.name, graphqlValue(field.type)])), {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      }),
    );
  }
  if (isEnumType(type)) return typed(fc.constantFrom(...type.getValues().map((value) => value.name)));
  switch (type.name) {
    case 'Int':
      return typed(fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer()));
    case 'Float':
      return typed(fc.double());
    case 'Boolean':
      return typed(fc.boolean());
    case 'DateTimeISO':
      return typed(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()));
    case 'Upload':
      return fc.constant(null);
    default:
      return typed(hostileString);
  }
}

/**
 * @returns a plain, valid-looking value of a GraphQL input type (null when it may be left out), so
 *   the one hostile argument of a request is what the server has to deal with.
 */
function benignValue(type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, benignValue(field.type)]),
    );
  }
  if (isEnumType(inner)) return inner.getValues()[0].name;
  const scalars: Record<string, unknown> = { Int: 1, Float: 1, Boolean: true, DateTimeISO: new Date().toISOString() };
  return scalars[inner.name] ?? (inner.name === 'Upload' ? null : '1');
}

/** @returns values of a REST body JSON Schema with hostile leaves, sometimes of the wrong type. */
function jsonValue(schema: Record<string, any>): fc.Arbitrary<unknown> {
  const typed = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: wrongValue });
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(
    ...types.map((type) => {
      switch (type) {
        case 'object':
          return typed(
            fc.record(
              Object.fromEntries(
                Object.entries((schema.properties ?? {}) as Record<string, object>).map(([name, property]) => [
                  name,
                  jsonValue(property),
                ]),
              ),
              { requiredKeys: [] },
            ),
          );
        case 'array':
          return typed(fc.array(jsonValue(schema.items ?? {}), { maxLength: 3 }));
        case 'integer':
          return typed(fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer()));
        case 'boolean':
          return typed(fc.boolean());
        default:
          return typed(schema.enum ? fc.constantFrom(...(schema.enum as string[])) : hostileString);
      }
    }),
  );
}

/**
 * Percent-encodes text for a URL, lone surrogates too (as their 3-byte form, e.g. %ED%A0%80,
 * which is not valid UTF-8 and which encodeURIComponent refuses to produce).
 */
function percentEncode(text: string): string {
  return Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');
}

/** A URL piece: percent-encoded hostile text, or raw broken escapes. */
const urlText = fc.oneof(
  { weight: 5, arbitrary: shortHostile.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('%uD800', '%ED%A0%80', '%00', '%', '%zz', '%C0%AF') },
);

const CODES = new Set<string>(ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'));
/** GraphQL's own request errors (see graphql/format-error.ts). */
const GRAPHQL_CODES = new Set([
  ...CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);
/** Signs of internals: stack frames, file paths, SQL and driver messages. */
const LEAKS = [
  /node_modules/,
  /\.[jt]s:\d+/,
  /\bat [\w.<>]+ \(/,
  /\/work\//,
  /SQLSTATE|relation "|column "|violates|duplicate key|invalid input syntax|out of range for type|invalid byte sequence/i,
  /errors is not iterable|URI malformed|Unexpected end of form/,
];

interface Answer {
  status: number;
  text: string;
}

/** Asserts what every answer meets; @returns the parsed body. */
function expectClean(what: string, answer: Answer): any {
  if (answer.status >= 500) throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  for (const leak of LEAKS) {
    if (leak.test(answer.text)) throw new Error(`${what} leaked ${leak}: ${answer.text.slice(0, 500)}`);
  }
  if (answer.status === 204) return undefined;
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new Error(`${what} answered ${answer.status} without JSON: ${answer.text.slice(0, 200)}`);
  }
}

/** The server still answers its readiness check and a normal read, on both transports. */
async function expectHealthy() {
  expect((await fetch(`${t.url}/health/ready`)).status).toBe(200);
  const read = await t.gql('{ posts { totalItems } }');
  expect(read.status).toBe(200);
  expect(read.data?.posts.totalItems).toBeGreaterThanOrEqual(0);
  expect((await fetch(`${t.url}/api/blogs`)).status).toBe(200);
}

const send = async (url: string, init: RequestInit): Promise<Answer> => {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
};

const schema = await buildApiSchema();
const rootFields = [schema.getQueryType(), schema.getMutationType()]
  .filter((type): type is GraphQLObjectType => Boolean(type))
  .flatMap((type) =>
    Object.values(type.getFields()).map((field) => ({
      operation: type === schema.getQueryType() ? 'query' : 'mutation',
      field,
    })),
  )
  .filter(({ field }) => field.args.length > 0);

/** The document calling `field` with every argument as a variable. */
function document(operation: string, field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${operation} (${variables}) { ${field.name}(${args})${selection} }`;
}

const fieldArgs = rootFields.flatMap(({ operation, field }) =>
  field.args.map((arg) => [`${operation} ${field.name}(${arg.name})`, operation, field, arg.name] as const),
);

describe('every GraphQL argument', () => {
  it.each(fieldArgs)('%s', async (_name, operation, field, target) => {
    const query = document(operation, field);
    const others = Object.fromEntries(
      field.args.filter((arg) => arg.name !== target).map((arg) => [arg.name, benignValue(arg.type)]),
    );
    const hostile = graphqlValue(field.args.find((arg) => arg.name === target)!.type);
    await fc.assert(
      fc.asyncProperty(hostile, fc.boolean(), async (value, signedIn) => {
        const answer = await send(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables: { ...others, [target]: value } }),
        });
        const body = expectClean(`${field.name}(${target})`, answer);
        if (answer.status >= 400) expect(body.errors?.length).toBeGreaterThan(0);
        for (const error of body.errors ?? []) {
          if (!GRAPHQL_CODES.has(error.extensions?.code)) {
            throw new Error(
              `${field.name}(${target}): code ${error.extensions?.code} (${error.message.slice(0, 200)})`,
            );
          }
        }
      }),
      { numRuns: RUNS },
    );
    await expectHealthy();
    // A mutation may have ended the session (e.g. a logout): the next argument starts signed in.
    token = await t.login();
  });
});

/** A multipart body for /api/uploads: an image, a non-image, a wrong field, or one cut short. */
const multipartBody = fc
  .oneof(
    fc.constant({ field: 'file', bytes: PNG_1x1, cut: false }),
    fc.record({
      field: fc.constantFrom('file', 'image', ''),
      bytes: fc.uint8Array({ maxLength: 64 }),
      cut: fc.boolean(),
    }),
  )
  .map(({ field, bytes, cut }) => {
    const boundary = 'fuzz-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\n`;
    const tail = cut ? '' : `\r\n--${boundary}--\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
    };
  });

/** The request a REST route is sent: hostile path and query parameters and body. */
function restRequest(route: RestRoute) {
  const params = fc.record(
    Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, urlText])),
  );
  const query = fc.record(Object.fromEntries((route.query ?? []).map((param) => [param.name, urlText])), {
    requiredKeys: [],
  });
  const jsonBody = route.body && route.body !== 'multipart' ? jsonValue(SCHEMAS[route.body]) : fc.constant(undefined);
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: jsonBody.map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"title":', '[', 'null', '"text"')
        .map((text) => ({ contentType: 'application/json', body: text })),
    },
    ...(route.body === 'multipart' ? [{ weight: 6, arbitrary: multipartBody }] : []),
  );
  return fc.record({ params, query, body, signedIn: fc.boolean() });
}

describe('every REST route', () => {
  it.each(ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(restRequest(route), async ({ params, query, body, signedIn }) => {
          const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name]);
          const search = Object.entries(query)
            .map(([name, value]) => `${name}=${value}`)
            .join('&');
          const withBody = route.method !== 'get' && body.body !== undefined;
          const answer = await send(`${t.url}/api${path}${search ? `?${search}` : ''}`, {
            method: route.method.toUpperCase(),
            headers: {
              ...(withBody ? { 'content-type': body.contentType } : {}),
              ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
            },
            body: withBody ? body.body : undefined,
          });
          const what = `${route.method.toUpperCase()} ${path}`;
          const parsed = expectClean(what, answer);
          if (answer.status >= 400 && !(typeof parsed?.error === 'string' && CODES.has(parsed.code))) {
            throw new Error(`${what}: error body without a code: ${answer.text.slice(0, 300)}`);
          }
        }),
        { numRuns: RUNS },
      );
      await expectHealthy();
      token = await t.login();
    },
  );
});
