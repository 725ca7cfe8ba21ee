import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from as fromPromise, mergeMap, throwError } from 'rxjs';
import { isUnauthenticated } from './is-unauthenticated';
import { createStreamReplayLink } from './stream-replay';

export interface ApolloClientOptions {
  /** The access token to send, read fresh for every request (and every retry). */
  getAccessToken(): string | null;
  /** Whether a refresh could be attempted at all (a refresh token is held). */
  canRefresh(): boolean;
  /**
   * Get a working pair after `rejectedAccessToken` was refused: a refresh, unless the pair has been rotated
   * since (e.g. by another tab). Resolves false when the session is over.
   */
  refresh(rejectedAccessToken: string | null): Promise<boolean>;
}

/** The bearer token a finished operation carried (set by the auth link), or null. */
function sentAccessToken(context: Record<string, unknown>): string | null {
  const headers = context['headers'] as Record<string, string> | undefined;
  const authorization = headers?.['authorization'];
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null;
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
    return fromPromise(options.refresh(sentAccessToken(context))).pipe(
      mergeMap((refreshed) => {
        if (!refreshed) return throwError(() => error);
        operation.setContext({ retriedAfterRefresh: true });
        return forward(operation);
      }),
    );
  });

  const httpLink = new HttpLink({ uri: '/graphql' });

  return new ApolloClient({
    link: ApolloLink.from([createStreamReplayLink(), refreshLink, authLink, httpLink]),
    cache: new InMemoryCache({
      typePolicies: {
        // Totals without an id of their own: screens that read different totals of the same member (the dashboard,
        // the Wellness page) merge into one object instead of replacing each other's.
        WellnessSummary: { merge: true },
        // The moderation queue is one page, replaced whole (a resolved report's siblings leave it with it).
        Query: { fields: { reports: { merge: false } } },
      },
    }),
  });
}
