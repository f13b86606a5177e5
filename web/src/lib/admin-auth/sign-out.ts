import type { ApolloClient } from '@apollo/client';
import { AdminLogoutDocument } from './api/admin-session.generated';
import { clearToken } from './token';

/** How long signing out waits for the server before forgetting the token all the same. */
const SERVER_WAIT_MS = 4000;

/**
 * Signs out: asks the server to end the session, so the token is refused from then on (even a
 * copy of it), then forgets the token in this browser and empties the admin cache. A server that
 * cannot be reached, or has already ended the session, does not keep anyone signed in here: the
 * local token goes after SERVER_WAIT_MS at most.
 */
export async function signOut(client: ApolloClient): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      client.mutate({ mutation: AdminLogoutDocument }),
      new Promise((resolve) => {
        timer = setTimeout(resolve, SERVER_WAIT_MS);
      }),
    ]);
  } catch {
    // Unreachable, or the session already ended (401): signed out here all the same.
  } finally {
    clearTimeout(timer);
  }
  clearToken();
  await client.clearStore();
}
