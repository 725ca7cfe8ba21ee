import { createApolloClient } from '../apollo/create-apollo-client';
import { refreshSession } from './refresh-session';
import { tokenStorage } from './token-storage';

/** The one Apollo Client of the app, wired to the session's tokens. */
export const apolloClient = createApolloClient({
  getAccessToken: tokenStorage.getAccessToken,
  canRefresh: () => tokenStorage.getRefreshToken() !== null,
  refresh: (rejectedAccessToken) => refreshSession(apolloClient, rejectedAccessToken),
});
