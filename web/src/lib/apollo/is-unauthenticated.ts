import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** True when the server said the caller is not (or no longer) signed in. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}
