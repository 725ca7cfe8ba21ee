import type { ApolloClient } from '@apollo/client';
import { isUnauthenticated } from '../apollo/is-unauthenticated';
import { sessionStore } from './session-store';
import { establishSession, clearSession } from './establish-session';
import { RefreshSessionMutation } from './session-operations';
import { tokenStorage } from './token-storage';

/** Context flags understood by the Apollo link chain (lib/apollo). */
export const authOperationContext = { anonymous: true, skipAuthRefresh: true } as const;

let inFlight: Promise<boolean> | null = null;

/**
 * Tabs share the tokens (localStorage) but not this module, so the refresh also runs under a Web Lock: a tab
 * that waited while another tab rotated the pair finds a different refresh token in storage and simply uses
 * the new pair, instead of presenting the rotated token (which would revoke the whole session).
 */
async function refreshAcrossTabs(client: ApolloClient): Promise<boolean> {
  const seen = tokenStorage.getRefreshToken();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return runRefresh(client);
  return locks.request('momstride-session-refresh', async () => {
    const current = tokenStorage.getRefreshToken();
    if (current !== null && current !== seen) return true;
    return runRefresh(client);
  });
}

async function runRefresh(client: ApolloClient): Promise<boolean> {
  const refreshToken = tokenStorage.getRefreshToken();
  if (!refreshToken) {
    clearSession('expired');
    return false;
  }
  try {
    const { data } = await client.mutate({
      mutation: RefreshSessionMutation,
      variables: { refreshToken },
      context: authOperationContext,
    });
    if (!data) throw new Error('Empty refreshSession reply');
    establishSession(data.refreshSession);
    return true;
  } catch (error) {
    if (!isUnauthenticated(error)) {
      // Cut off or unreachable: the tokens may still be good, keep them for the next attempt.
      console.warn('Session refresh could not complete.', error);
      if (sessionStore.getState().status === 'loading') sessionStore.finishLoadingSignedOut();
      return false;
    }
    console.warn('Session refresh failed; signing out.', error);
    clearSession('expired');
    return false;
  }
}

/**
 * Trade the stored refresh token for a new token pair. Single-flight: concurrent callers share one
 * request, because refresh tokens rotate and a second use of the same token would revoke the family.
 */
export function refreshSession(client: ApolloClient): Promise<boolean> {
  inFlight ??= refreshAcrossTabs(client).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
