/**
 * What a client sees of a GraphQL error and what the log keeps, the same on every engine: subgraph errors keep their
 * message and extensions.code; stack traces and HTTP details (`response`: a subgraph's internal URL and body) never
 * leave; the gateway's own unexpected errors (e.g. a bug, or an internal URL in a message) are masked and logged.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { CLIENT_GONE_MESSAGE, SubgraphCallAborted, unavailableMessage } from '../subgraph-data-source.js';

export const MASKED_MESSAGE = 'Internal server error';

/**
 * A formatted error as it may leave the gateway (the same object when there is nothing to mask or strip). A
 * subgraph's own SERVICE_UNAVAILABLE (its database restarting) is worded by its area, like an unreachable subgraph.
 */
export const formatGatewayError = (formatted: GraphQLFormattedError): GraphQLFormattedError => {
  const { stacktrace: _stacktrace, response: _response, ...extensions } = formatted.extensions ?? {};
  if (extensions['code'] === 'INTERNAL_SERVER_ERROR' && extensions['serviceName'] === undefined) {
    return { ...formatted, message: MASKED_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  const serviceName = extensions['serviceName'];
  if (extensions['code'] === 'SERVICE_UNAVAILABLE' && typeof serviceName === 'string') {
    return { ...formatted, message: unavailableMessage(serviceName), extensions };
  }
  if (!formatted.extensions || !('stacktrace' in formatted.extensions || 'response' in formatted.extensions)) return formatted;
  return { ...formatted, extensions };
};

/**
 * An operation name the document lacks, or several operations and no name: the client's mistake, so 400 (not an
 * executor's 500).
 */
export const unknownOperationError = (operationName: string | null | undefined): GraphQLError =>
  new GraphQLError(
    operationName ? `Unknown operation named "${operationName}".` : 'Must provide operation name if query contains multiple operations.',
    { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
  );

/** True when an error comes of the client leaving before its answer (a page left mid-request): nothing went wrong. */
const isClientGone = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause instanceof SubgraphCallAborted) return cause.reason === 'client';
    // The gateway's executor may pass the data source's error on as a copy with its words.
    if (cause.message === CLIENT_GONE_MESSAGE) return true;
    cause = (cause as { originalError?: unknown }).originalError ?? cause.cause;
  }
  return false;
};

/**
 * Logs an operation's errors: unexpected and downstream ones as errors; the client's own mistakes, and calls abandoned
 * because the client went away, at debug.
 */
export const logGraphQLErrors = (errors: readonly GraphQLError[], log: Logger): void => {
  for (const error of errors) {
    const code = error.extensions?.['code'];
    if (isClientGone(error)) {
      log.debug({ path: error.path }, 'graphql call abandoned: the client went away');
    } else if (code === undefined || code === 'INTERNAL_SERVER_ERROR' || code === 'DOWNSTREAM_SERVICE_ERROR') {
      log.error({ err: error.originalError ?? error, path: error.path }, 'graphql error');
    } else {
      log.debug({ code, message: error.message }, 'graphql client error');
    }
  }
};
