import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildApiSchema } from '../src/graphql/schema.js';
import { createLogger } from '../src/logger.js';
import { ApiScope } from '../src/modules/integration/api-scope.js';
import { isWellFormedToken } from '../src/modules/integration/token-secret.js';
import { ADMIN, startTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Root fields anyone may call. Every other field must be guarded by `@Authorized`: a new admin
 * field that forgets the guard fails here.
 */
const PUBLIC_FIELDS = new Set([
  'Query.posts',
  'Query.post',
  'Query.postsByTag',
  'Query.popularPosts',
  'Query.archiveYears',
  'Query.tags',
  'Query.popularTags',
  'Query.featuredPosts',
  'Query.siteSettings',
  'Query.bibleTranslations',
  'Query.passage',
  'Query.postsByPassage',
  'Query.searchPassage',
  'Query.parseReferences',
  'Query.scriptureIndex',
  'Query.commentFormToken',
  'Query.changes',
  'Mutation.login',
  'Mutation.addComment',
  'Mutation.sendContactMessage',
]);

const CREATE = `mutation ($input: ApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name scopes hint createdAt expiresAt lastUsedAt } }
}`;

const logLines: string[] = [];
const logSink = { write: (line: string) => void logLines.push(line) };

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await startTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: '1000' }, { log: createLogger('debug', 'json', logSink) });
  owner = await t.login();
});
afterAll(() => t?.close());

async function issue(scopes: ApiScope[], extra: Record<string, unknown> = {}) {
  const names = scopes.map((scope) => Object.entries(ApiScope).find(([, wire]) => wire === scope)![0]);
  const result = await t.gql(
    CREATE,
    { input: { name: `token ${names.join(' ') || 'none'}`, scopes: names, ...extra } },
    { token: owner },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createApiToken as { secret: string; token: { id: string; scopes: string[] } };
}

/** A value of `type` that passes GraphQL's variable coercion (what the resolver does with it is not the point). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type))
    return type.getValues()[0].value === undefined ? type.getValues()[0].name : type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return '999999';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTimeISO':
        return new Date(Date.now() + 86_400_000).toISOString();
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** Calls one root field with sample arguments (an Upload argument goes as a multipart file). */
async function call(kind: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>, token: string) {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
  const named = getNamedType(field.type);
  const selection = 'getFields' in named ? ' { __typename }' : '';
  const query = `${kind.toLowerCase()}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  const uploads = args.flatMap((arg, i) => (getNamedType(arg.type).name === 'Upload' ? [i] : []));
  const variables = Object.fromEntries(args.map((arg, i) => [`a${i}`, uploads.includes(i) ? null : sample(arg.type)]));
  if (!uploads.length) return t.gql(query, variables, { token });
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(uploads.map((i, n) => [String(n), [`variables.a${i}`]]))));
  uploads.forEach((_, n) => form.set(String(n), new Blob([Buffer.from('not an image')]), 'x.png'));
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
  return { status: response.status, errors: body.errors };
}

/** The scopes each guarded root field declares, read from the resolvers' `@Authorized` metadata. */
function declaredScopes(schema: GraphQLSchema) {
  const storage = getMetadataStorage();
  const guards = new Map<string, ApiScope[]>();
  for (const [kind, handlers] of [
    ['Query', storage.queries],
    ['Mutation', storage.mutations],
  ] as const) {
    for (const handler of handlers) {
      const guard = storage.authorizedFields.find(
        (item) => item.target === handler.target && item.fieldName === handler.methodName,
      );
      if (guard) guards.set(`${kind}.${handler.schemaName}`, guard.roles as ApiScope[]);
    }
  }
  const fields = (['Query', 'Mutation'] as const).flatMap((kind) =>
    Object.values(
      schema.getType(kind) && 'getFields' in schema.getType(kind)! ? (schema.getType(kind) as any).getFields() : {},
    ).map((field) => ({ kind, field: field as GraphQLField<unknown, unknown> })),
  );
  return { guards, fields };
}

const refused = (errors?: { extensions?: Record<string, unknown> }[]) =>
  errors?.find((error) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(String(error.extensions?.code)));

test('every root field is public by name or guarded, and each token reaches exactly the fields its scopes allow', async () => {
  const schema = await buildApiSchema();
  const { guards, fields } = declaredScopes(schema);
  const unguarded = fields
    .map(({ kind, field }) => `${kind}.${field.name}`)
    .filter((name) => !PUBLIC_FIELDS.has(name) && !guards.has(name));
  expect(unguarded).toEqual([]);

  const tokens = {
    none: (await issue([])).secret,
    drafts: (await issue([ApiScope.DRAFTS_READ])).secret,
    write: (await issue([ApiScope.CONTENT_WRITE])).secret,
    both: (await issue([ApiScope.DRAFTS_READ, ApiScope.CONTENT_WRITE])).secret,
    moderate: (await issue([ApiScope.COMMENTS_MODERATE])).secret,
  };
  const held: Record<keyof typeof tokens, ApiScope[]> = {
    none: [],
    drafts: [ApiScope.DRAFTS_READ],
    write: [ApiScope.CONTENT_WRITE],
    both: [ApiScope.DRAFTS_READ, ApiScope.CONTENT_WRITE],
    moderate: [ApiScope.COMMENTS_MODERATE],
  };
  const mismatches: string[] = [];
  let checked = 0;
  for (const { kind, field } of fields) {
    const scopes = guards.get(`${kind}.${field.name}`);
    if (!scopes) continue;
    for (const [holder, secret] of Object.entries(tokens) as [keyof typeof tokens, string][]) {
      const allowed = scopes.length > 0 && scopes.every((scope) => held[holder].includes(scope));
      const result = await call(kind, field, secret);
      const refusal = refused(result.errors);
      checked++;
      if (allowed === Boolean(refusal) || (refusal && refusal.extensions?.code !== 'FORBIDDEN')) {
        mismatches.push(`${kind}.${field.name} with ${holder}: ${JSON.stringify(result.errors)}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
  // The owner-only fields are a set a reviewer can read: tokens never manage tokens or the account.
  const ownerOnly = [...guards].filter(([, scopes]) => scopes.length === 0).map(([name]) => name);
  expect(ownerOnly).toEqual(
    expect.arrayContaining([
      'Query.apiTokens',
      'Mutation.createApiToken',
      'Mutation.regenerateApiToken',
      'Mutation.revokeApiToken',
      'Query.auditLog',
      'Mutation.changePassword',
      'Query.me',
      'Mutation.updateSiteSettings',
      'Query.commentSettings',
      'Mutation.updateCommentSettings',
    ]),
  );
  expect(checked).toBeGreaterThan(40);
});

test('a drafts:read token lists drafts; a token without it is FORBIDDEN (403 on REST); anonymous is UNAUTHENTICATED', async () => {
  const created = await t.gql(
    'mutation { createPost(input: { title: "Unpublished thoughts", status: DRAFT }) { id } }',
    {},
    { token: owner },
  );
  expect(created.errors).toBeUndefined();
  const drafts = await issue([ApiScope.DRAFTS_READ]);
  const writer = await issue([ApiScope.CONTENT_WRITE]);
  const query = '{ adminPosts(page: 1) { items { title status } } }';
  const seen = await t.gql(query, {}, { token: drafts.secret });
  expect(seen.data?.adminPosts.items).toContainEqual({ title: 'Unpublished thoughts', status: 'DRAFT' });
  const lacking = await t.gql(query, {}, { token: writer.secret });
  expect(lacking.status).toBe(403);
  expect(lacking.errors?.[0]).toMatchObject({
    message: 'This API token lacks the scope drafts:read',
    extensions: { code: 'FORBIDDEN' },
  });
  expect((await t.gql(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

  const rest = (secret: string) =>
    fetch(`${t.url}/api/blogs?isAdminPage=true`, { headers: { authorization: `Bearer ${secret}` } });
  const allowed = await rest(drafts.secret);
  expect(allowed.status).toBe(200);
  expect(((await allowed.json()) as { blogs: { title: string }[] }).blogs.map((blog) => blog.title)).toContain(
    'Unpublished thoughts',
  );
  const forbidden = await rest(writer.secret);
  expect(forbidden.status).toBe(403);
  expect(await forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
  // Published reads stay open to every token, scoped or not.
  expect((await t.gql('{ posts(page: 1) { totalItems } }', {}, { token: writer.secret })).errors).toBeUndefined();
});

test('a content:write token writes posts through GraphQL and REST, with bodies as large as the owner may send', async () => {
  const writer = await issue([ApiScope.CONTENT_WRITE]);
  const reader = await issue([]);
  const longSection = `<p>${'Blessed is the man that walketh not in the counsel of the ungodly. '.repeat(1500)}</p>`;
  const sections = [
    { title: 'Psalm 1', content: longSection },
    { title: 'Psalm 2', content: longSection },
  ];
  const body = JSON.stringify({ title: 'From the build server', sections });
  expect(body.length).toBeGreaterThan(200_000);
  const send = (secret: string) =>
    fetch(`${t.url}/api/admin/blogs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body,
    });
  const created = await send(writer.secret);
  expect(created.status).toBe(201);
  expect(((await created.json()) as { title: string }).title).toBe('From the build server');
  expect((await send(reader.secret)).status).toBe(403);

  const viaGraphql = (secret: string) =>
    t.gql(
      'mutation ($input: PostInput!) { createPost(input: $input) { title } }',
      {
        input: { title: 'Through GraphQL', sections },
      },
      { token: secret },
    );
  expect((await viaGraphql(writer.secret)).data?.createPost.title).toBe('Through GraphQL');
  // A token that may not write gets the anonymous body limit: refused unread.
  expect((await viaGraphql(reader.secret)).status).toBe(413);
});

test('a revoked, regenerated-away or expired token is refused on its very next request', async () => {
  const probe = (secret: string) => t.gql('{ adminPosts(page: 1) { totalItems } }', {}, { token: secret });
  const revoked = await issue([ApiScope.DRAFTS_READ]);
  expect((await probe(revoked.secret)).errors).toBeUndefined();
  const revoke = await t.gql(
    'mutation ($id: ID!) { revokeApiToken(id: $id) }',
    { id: revoked.token.id },
    { token: owner },
  );
  expect(revoke.data?.revokeApiToken).toBe(true);
  const afterRevoke = await probe(revoked.secret);
  expect(afterRevoke.status).toBe(401);
  expect(afterRevoke.errors?.[0]).toMatchObject({
    message: 'The API token is unknown, revoked, replaced or expired',
    extensions: { code: 'UNAUTHENTICATED' },
  });

  const replaced = await issue([ApiScope.DRAFTS_READ]);
  const regenerated = await t.gql(
    'mutation ($id: ID!) { regenerateApiToken(id: $id) { secret token { id name scopes regeneratedAt } } }',
    { id: replaced.token.id },
    { token: owner },
  );
  const renewed = regenerated.data?.regenerateApiToken;
  expect(renewed.token).toMatchObject({ id: replaced.token.id, scopes: ['DRAFTS_READ'] });
  expect(renewed.token.regeneratedAt).toEqual(expect.any(String));
  expect(renewed.secret).not.toBe(replaced.secret);
  expect((await probe(replaced.secret)).status).toBe(401);
  expect((await probe(renewed.secret)).errors).toBeUndefined();

  const expiring = await issue([ApiScope.DRAFTS_READ], { expiresAt: new Date(Date.now() + 1500).toISOString() });
  expect((await probe(expiring.secret)).errors).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 1600));
  expect((await probe(expiring.secret)).status).toBe(401);

  const log = await t.gql('{ auditLog { actor action subject } }', {}, { token: owner });
  expect(log.data?.auditLog).toEqual(
    expect.arrayContaining([
      { actor: ADMIN.email, action: 'api_token.revoked', subject: `api_token:${revoked.token.id} "token DRAFTS_READ"` },
      {
        actor: ADMIN.email,
        action: 'api_token.regenerated',
        subject: `api_token:${replaced.token.id} "token DRAFTS_READ"`,
      },
      {
        actor: ADMIN.email,
        action: 'api_token.created',
        subject: `api_token:${expiring.token.id} "token DRAFTS_READ"`,
      },
    ]),
  );
});

test('the secret is shown once: well-formed, stored only as a keyed hash, never in a list, an answer or a log', async () => {
  logLines.length = 0;
  const issued = await issue([ApiScope.DRAFTS_READ]);
  expect(issued.secret).toMatch(/^wbt_[0-9A-Za-z]{36}$/);
  expect(isWellFormedToken(issued.secret)).toBe(true);
  // One character changed breaks the checksum: scanners and the server tell it is no token.
  const typo = issued.secret.slice(0, -1) + (issued.secret.endsWith('a') ? 'b' : 'a');
  expect(isWellFormedToken(typo)).toBe(false);

  await t.gql('{ adminPosts(page: 1) { totalItems } }', {}, { token: issued.secret });
  await fetch(`${t.url}/api/blogs?isAdminPage=true`, { headers: { authorization: `Bearer ${issued.secret}` } });
  const listed = await t.gql('{ apiTokens { id name scopes hint lastUsedAt } }', {}, { token: owner });
  const restList = await fetch(`${t.url}/api/admin/tokens`, { headers: { authorization: `Bearer ${owner}` } });
  const restBody = await restList.text();
  expect(JSON.stringify(listed)).not.toContain(issued.secret);
  expect(restBody).not.toContain(issued.secret);
  const mine = listed.data?.apiTokens.find((token: { id: string }) => token.id === issued.token.id);
  expect(mine).toMatchObject({ hint: issued.secret.slice(-4), scopes: ['DRAFTS_READ'] });
  expect(mine.lastUsedAt).toEqual(expect.any(String));
  expect(JSON.parse(restBody)).toContainEqual(
    expect.objectContaining({ id: issued.token.id, scopes: ['drafts:read'] }),
  );

  const rows = await t.app.orm.em.fork().getConnection().execute('select * from api_token');
  expect(JSON.stringify(rows)).not.toContain(issued.secret);
  expect(JSON.stringify(rows)).not.toContain(issued.secret.slice(4, 30));

  const lines = logLines.join('');
  expect(lines).not.toContain(issued.secret.slice(4));
  // The request log names the token instead.
  expect(lines).toContain(`"apiToken":{"id":${issued.token.id},"name":"token DRAFTS_READ"}`);
});

test('each token has its own request budget: 429 with Retry-After on GraphQL and REST', async () => {
  const limited = await startTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: '3' });
  try {
    const ownerToken = await limited.login();
    const created = await limited.gql(CREATE, { input: { name: 'busy', scopes: [] } }, { token: ownerToken });
    const other = await limited.gql(CREATE, { input: { name: 'quiet', scopes: [] } }, { token: ownerToken });
    const secret = created.data!.createApiToken.secret as string;
    for (let i = 0; i < 3; i++) {
      expect((await limited.gql('{ posts(page: 1) { totalItems } }', {}, { token: secret })).status).toBe(200);
    }
    const graphql = await limited.gql('{ posts(page: 1) { totalItems } }', {}, { token: secret });
    expect(graphql.status).toBe(429);
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(graphql.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const rest = await fetch(`${limited.url}/api/blogs`, { headers: { authorization: `Bearer ${secret}` } });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token, the owner and anonymous readers are not slowed by it.
    const quiet = other.data!.createApiToken.secret as string;
    expect((await limited.gql('{ posts(page: 1) { totalItems } }', {}, { token: quiet })).status).toBe(200);
    expect((await limited.gql('{ me { email } }', {}, { token: ownerToken })).status).toBe(200);
    expect((await limited.gql('{ posts(page: 1) { totalItems } }')).status).toBe(200);
  } finally {
    await limited.close();
  }
});

test('names, scopes and expiries are checked when a token is created', async () => {
  const result = await t.gql(
    CREATE,
    { input: { name: '   ', scopes: ['DRAFTS_READ'], expiresAt: new Date(Date.now() - 1000).toISOString() } },
    { token: owner },
  );
  expect(result.errors?.[0]).toMatchObject({
    extensions: {
      code: 'BAD_USER_INPUT',
      fields: { name: 'Give the token a name', expiresAt: 'The expiry must be in the future' },
    },
  });
  const rest = await fetch(`${t.url}/api/admin/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Newsletter', scopes: ['comments:delete'] }),
  });
  expect(rest.status).toBe(400);
  const created = await fetch(`${t.url}/api/admin/tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Newsletter', scopes: ['drafts:read', 'drafts:read'] }),
  });
  expect(created.status).toBe(201);
  const issued = (await created.json()) as { secret: string; token: { scopes: string[] } };
  expect(issued.token.scopes).toEqual(['drafts:read']);
  expect(isWellFormedToken(issued.secret)).toBe(true);
});
