/**
 * Whether an error means "the database is not there right now" (restarting, shutting down, unreachable, out of
 * connections) rather than a bug: such an error leaves a subgraph as SERVICE_UNAVAILABLE with a Retry-After, so
 * clients are told to try again in a moment (REST 503) instead of getting a 500.
 */

/** SQLSTATEs of a server going away or refusing for now: class 08 (connection exception), 57P01-03, 53300. */
const UNAVAILABLE_SQLSTATES = /^(08\d{3}|08[0-9A-Z]{3}|57P01|57P02|57P03|53300)$/;
/** Socket failures on the way to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * node-postgres' own words for a connection lost, closed or never made (these errors carry no code), and the
 * server's words when a code was lost on the way — at the start of the message, or after the SQL that knex puts
 * before it ("select … from carts … - Connection terminated unexpectedly").
 */
const UNAVAILABLE_MESSAGES =
  /(?:^| - )(Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|terminating connection due to|the database system is (starting up|shutting down|not yet accepting connections|in recovery mode))/;

/** Seconds a client is told to wait before trying again (the gateway's Retry-After for an unavailable area). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Walks the error and what it wraps (GraphQL's `originalError`, `cause`; MikroORM's DriverException copies the driver error's fields). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, sqlState, message, cause, originalError } = error as {
    code?: unknown;
    sqlState?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
  };
  for (const value of [code, sqlState]) {
    if (typeof value === 'string' && (UNAVAILABLE_SQLSTATES.test(value) || UNAVAILABLE_SOCKET_CODES.has(value))) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(originalError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
