import { decodeJwtPayload, isTokenUsable, tokenExpiresAt } from './token';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('admin token', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('reads the payload and the expiry of a JWT', () => {
    const token = jwt({ sub: '1', email: 'é@x.org', exp: now / 1000 + 3600 });
    expect(decodeJwtPayload(token)).toMatchObject({ sub: '1', email: 'é@x.org' });
    expect(tokenExpiresAt(token)).toBe(now + 3600 * 1000);
  });

  it('accepts a token until it expires', () => {
    expect(isTokenUsable(jwt({ exp: now / 1000 + 3600 }), now)).toBe(true);
    expect(isTokenUsable(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    // Within the safety margin counts as expired.
    expect(isTokenUsable(jwt({ exp: now / 1000 + 2 }), now)).toBe(false);
  });

  it('refuses what is not a JWT with an expiry', () => {
    expect(isTokenUsable(null, now)).toBe(false);
    expect(isTokenUsable('', now)).toBe(false);
    expect(isTokenUsable('not-a-token', now)).toBe(false);
    expect(isTokenUsable(`a.${Buffer.from('{oops').toString('base64url')}.c`, now)).toBe(false);
    expect(isTokenUsable(jwt({ sub: '1' }), now)).toBe(false);
  });
});
