import type { ApolloClient } from '@apollo/client';
import { isUnauthenticated } from '../apollo/is-unauthenticated';
import { readSessionUser } from './session-user';
import { SessionMeQuery } from './session-operations';
import { refreshSession } from './refresh-session';
import { sessionStore } from './session-store';
import { tokenStorage } from './token-storage';

/**
 * Start-up check (docs/product.md, States and transitions) of a stored access token: fetch the current user; on failure try one refresh (only if
 * a refresh token exists); if that fails too, both tokens are removed and the user unset. Only an
 * UNAUTHENTICATED answer counts as failure: an interrupted request proves nothing about the session.
 */
export async function checkStoredSession(client: ApolloClient, accessToken: string): Promise<void> {
  try {
    const { data } = await client.query({
      query: SessionMeQuery,
      fetchPolicy: 'network-only',
      context: { skipAuthRefresh: true },
    });
    if (!data) throw new Error('Empty me reply');
    sessionStore.setUser(readSessionUser(data.me));
    return;
  } catch (error) {
    if (!isUnauthenticated(error)) {
      // No verdict on the session: the request was cut off (e.g. by a reload) or the server is unreachable.
      // Keep both tokens for the next start instead of spending the single-use refresh token now.
      console.warn('Session check could not complete; keeping the stored session.', error);
      sessionStore.finishLoadingSignedOut();
      return;
    }
    console.warn('Session check failed; trying a refresh.', error);
  }
  if (tokenStorage.getRefreshToken()) {
    const refreshed = await refreshSession(client, accessToken);
    // Another tab had just rotated the tokens: the user is not known yet, check again with the new pair.
    const rotated = tokenStorage.getAccessToken();
    if (refreshed && rotated && sessionStore.getState().status === 'loading') await checkStoredSession(client, rotated);
    return;
  }
  tokenStorage.clear();
  sessionStore.finishLoadingSignedOut();
}
