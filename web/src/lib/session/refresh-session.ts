import type { ApolloClient } from '@apollo/client';
import { isUnauthenticated } from '../apollo/is-unauthenticated';
import { authOperationContext } from '../apollo/operation-context';
import { sessionStore } from './session-store';
import { establishSession, clearSession } from './establish-session';
import { RefreshSessionMutation } from './session-operations';
import { tokenStorage } from './token-storage';

let inFlight: Promise<boolean> | null = null;

/**
 * Whether the pair in storage is already newer than the one that failed: another tab (or an earlier refresh in
 * this tab) rotated it after the rejected request left, so the caller should simply retry with it.
 */
function alreadyRotated(rejected: RejectedCredentials): boolean {
  const accessToken = tokenStorage.getAccessToken();
  const refreshToken = tokenStorage.getRefreshToken();
  if (accessToken === null || refreshToken === null) return false;
  if (rejected.accessToken !== undefined) return accessToken !== rejected.accessToken;
  return refreshToken !== rejected.refreshToken;
}

/**
 * Tabs share the tokens (localStorage) but not this module, so the refresh also runs under a Web Lock: a tab
 * whose request failed with a pair that another tab has since rotated uses the new pair, instead of
 * presenting the rotated refresh token (which would revoke the whole session) or spending the new one.
 */
async function refreshAcrossTabs(client: ApolloClient, rejected: RejectedCredentials): Promise<boolean> {
  if (alreadyRotated(rejected)) return true;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return runRefresh(client);
  return locks.request('momstride-session-refresh', () => (alreadyRotated(rejected) ? true : runRefresh(client)));
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

/** What a failed request was sent with. Without an access token, the refresh token held at the call decides. */
export interface RejectedCredentials {
  accessToken?: string | null;
  refreshToken?: string | null;
}

/**
 * Trade the stored refresh token for a new token pair, unless the pair has already been rotated since the
 * rejected request (`rejectedAccessToken`: the access token it carried). Single-flight: concurrent callers
 * share one request, because refresh tokens rotate and a second use of the same token would revoke the family.
 */
export function refreshSession(client: ApolloClient, rejectedAccessToken?: string | null): Promise<boolean> {
  const rejected: RejectedCredentials =
    rejectedAccessToken === undefined ? { refreshToken: tokenStorage.getRefreshToken() } : { accessToken: rejectedAccessToken };
  inFlight ??= refreshAcrossTabs(client, rejected).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
