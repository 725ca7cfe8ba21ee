import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from as fromPromise, mergeMap, throwError } from 'rxjs';
import { isUnauthenticated } from './is-unauthenticated';

export interface ApolloClientOptions {
  /** The access token to send, read fresh for every request (and every retry). */
  getAccessToken(): string | null;
  /** Whether a refresh could be attempted at all (a refresh token is held). */
  canRefresh(): boolean;
  /** Trade the refresh token for a new pair; resolves false when the session is over. */
  refresh(): Promise<boolean>;
}

/**
 * Operation context flags:
 * - `anonymous`: send no Authorization header (login, register, refresh, logout).
 * - `skipAuthRefresh`: do not refresh-and-retry on UNAUTHENTICATED.
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const authLink = new SetContextLink((prevContext) => {
    const token = prevContext['anonymous'] ? null : options.getAccessToken();
    if (!token) return {};
    return { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } };
  });

  // Refresh once and retry when a request comes back UNAUTHENTICATED (expired access token).
  // The refresh itself is single-flight, so concurrent failures share one refresh request.
  const refreshLink = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    if (context['skipAuthRefresh'] || context['retriedAfterRefresh']) return;
    if (!isUnauthenticated(error) || !options.canRefresh()) return;
    return fromPromise(options.refresh()).pipe(
      mergeMap((refreshed) => {
        if (!refreshed) return throwError(() => error);
        operation.setContext({ retriedAfterRefresh: true });
        return forward(operation);
      }),
    );
  });

  const httpLink = new HttpLink({ uri: '/graphql' });

  return new ApolloClient({
    link: ApolloLink.from([refreshLink, authLink, httpLink]),
    cache: new InMemoryCache(),
  });
}
