import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { checkName, describeAudit, expiryDate, inFormOrder, isExpired, refusedFields, scopeLabel } from './token-view';

const NOW = new Date('2026-03-01T10:00:00.000Z');

/** A GraphQL refusal as Apollo Client hands it to the form. */
const refusal = (code: string, fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Refused', extensions: { code, fields } }] });

describe('expiryDate', () => {
  it('sends null for a token that never expires, else the instant the choice reaches', () => {
    expect(expiryDate('never', NOW)).toBeNull();
    expect(expiryDate('30d', NOW)).toBe('2026-03-31T10:00:00.000Z');
    expect(expiryDate('90d', NOW)).toBe('2026-05-30T10:00:00.000Z');
    expect(expiryDate('1y', NOW)).toBe('2027-03-01T10:00:00.000Z');
  });
});

describe('isExpired', () => {
  it('holds from the expiry instant on, as the server refuses the token from then', () => {
    expect(isExpired(null, NOW)).toBe(false);
    expect(isExpired('2026-03-01T10:00:00.001Z', NOW)).toBe(false);
    expect(isExpired('2026-03-01T10:00:00.000Z', NOW)).toBe(true);
    expect(isExpired('2025-12-31T00:00:00.000Z', NOW)).toBe(true);
  });
});

describe('scopeLabel', () => {
  it('writes scopes as the API documentation does', () => {
    expect(scopeLabel('DRAFTS_READ')).toBe('drafts:read');
    expect(scopeLabel('CONTENT_WRITE')).toBe('content:write');
  });

  it('lists scopes in the order the form offers them', () => {
    expect(inFormOrder(['CONTENT_WRITE', 'DRAFTS_READ'])).toEqual(['DRAFTS_READ', 'CONTENT_WRITE']);
    expect(inFormOrder([])).toEqual([]);
  });
});

describe('describeAudit', () => {
  it('reads the kind and the token name from the entry', () => {
    expect(describeAudit('api_token.created', 'api_token:3 "Static build"')).toEqual({
      kind: 'created',
      name: 'Static build',
    });
    expect(describeAudit('api_token.revoked', 'api_token:12 "A "quoted" name"')).toEqual({
      kind: 'revoked',
      name: 'A "quoted" name',
    });
  });

  it('keeps a subject it cannot read, and leaves unknown actions to be shown as written', () => {
    expect(describeAudit('api_token.regenerated', 'something else')).toEqual({
      kind: 'regenerated',
      name: 'something else',
    });
    expect(describeAudit('user.login', 'x')).toBeNull();
  });
});

describe('checkName', () => {
  it('needs a name of 1 to 100 characters once trimmed', () => {
    expect(checkName('  ')).toEqual({ name: 'admin.integrations.error.nameRequired' });
    expect(checkName('x'.repeat(101))).toEqual({ name: 'admin.integrations.error.nameTooLong' });
    expect(checkName(` ${'x'.repeat(100)} `)).toEqual({});
  });
});

describe('refusedFields', () => {
  it('puts each field the server names next to its control, in the interface language', () => {
    expect(refusedFields(refusal('BAD_USER_INPUT', { name: 'Give the token a name' }), '')).toEqual({
      name: 'admin.integrations.error.nameRequired',
    });
    expect(refusedFields(refusal('BAD_USER_INPUT', { expiresAt: 'In the past' }), 'Build')).toEqual({
      expiresAt: 'admin.integrations.error.expiryPast',
    });
  });

  it('names no field for other failures: the form shows them as a whole', () => {
    expect(refusedFields(refusal('INTERNAL_SERVER_ERROR'), 'Build')).toEqual({});
    expect(refusedFields(refusal('BAD_USER_INPUT'), 'Build')).toEqual({});
    expect(refusedFields(new Error('offline'), 'Build')).toEqual({});
  });
});
