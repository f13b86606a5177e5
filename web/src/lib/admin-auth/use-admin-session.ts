import { useEffect, useSyncExternalStore } from 'react';
import { clearToken, isTokenUsable, readStoredToken, subscribeToken, tokenExpiresAt } from './token';

/** The usable admin token, or null; follows login, logout, expiry and other tabs. */
export function useAdminToken(): string | null {
  const stored = useSyncExternalStore(subscribeToken, readStoredToken, () => null);
  const token = isTokenUsable(stored) ? stored : null;
  useEffect(() => {
    if (stored && !token) {
      clearToken();
      return;
    }
    if (!token) return;
    // Close the session the moment the token expires.
    const expiresAt = tokenExpiresAt(token) ?? 0;
    const timer = setTimeout(clearToken, Math.min(Math.max(0, expiresAt - Date.now() - 5000), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [stored, token]);
  return token;
}
