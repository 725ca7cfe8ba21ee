import { sessionStore } from './session-store';
import { tokenStorage } from './token-storage';

/**
 * Start-up check (docs/product.md, States and transitions). A guest has no stored token and is known to be signed out at once, without
 * downloading the GraphQL client; a stored token is checked with it (check-stored-session.ts).
 */
export async function startSession(): Promise<void> {
  const accessToken = tokenStorage.getAccessToken();
  if (!accessToken) {
    sessionStore.finishLoadingSignedOut();
    return;
  }
  const [{ apolloClient }, { checkStoredSession }] = await Promise.all([
    import('./session-client'),
    import('./check-stored-session'),
  ]);
  await checkStoredSession(apolloClient, accessToken);
}
