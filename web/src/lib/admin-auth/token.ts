/**
 * The admin session: one bearer token in localStorage `admin_token`,
 * read by the route guard, the GraphQL client and uploads alike. Expiry is read from the JWT's
 * `exp` claim so an expired session is closed before the server has to refuse it.
 */
export const ADMIN_TOKEN_KEY = 'admin_token';

/** Seconds of margin: a token about to expire is treated as expired. */
const EXPIRY_MARGIN_S = 5;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

/** Decodes the payload of a JWT (no signature check: the server does that). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When the token expires (ms since the epoch), or null when it carries no readable `exp`. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A token the guard lets through: a JWT whose `exp` is still ahead. */
export function isTokenUsable(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - EXPIRY_MARGIN_S * 1000 > now;
}

/** The stored token as it is (possibly expired). */
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The stored token when it is still usable; an expired one is removed. */
export function readToken(): string | null {
  const token = readStoredToken();
  if (token && !isTokenUsable(token)) {
    clearToken();
    return null;
  }
  return token;
}

export function saveToken(token: string) {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): nothing to keep the session in.
  }
  notify();
}

/** Logs out: forgets the token everywhere (other tabs follow through the storage event). */
export function clearToken() {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
  notify();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** `Authorization` header for REST calls (uploads). */
export function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
