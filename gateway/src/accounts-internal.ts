import { randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, type InternalTokenSigner } from '@momstride/kit/http';
import type { Logger } from 'pino';
import { baseUrlOf, type Supergraph } from './supergraph.js';

/** Each call to an internal endpoint of accounts must answer within this. */
const REQUEST_TIMEOUT_MS = 5_000;
/** At most one warning a minute per caller while accounts cannot answer. */
const WARNING_INTERVAL_MS = 60_000;

/** Accounts' base URL in a supergraph: its GraphQL URL (SUBGRAPH_URLS aware) without /graphql. */
export const accountsBaseUrlOf = (supergraph: Supergraph): string => {
  const accounts = supergraph.subgraphs.find((subgraph) => subgraph.name === 'accounts');
  if (!accounts) throw new Error('The supergraph has no accounts subgraph');
  return baseUrlOf(accounts.url);
};

/** The gateway's name as an internal caller (the `iss` of its internal tokens; accounts lets only it in). */
export const GATEWAY_CALLER = 'gateway';

/**
 * Calls an internal endpoint of accounts (docs/contracts.md, "Internal calls") as the gateway itself: its internal
 * token for accounts (never a viewer token: accounts refuses those there), a request id named by `purpose`, JSON, a
 * 5 s deadline. `body` makes it a POST. The callers read the status themselves (a 5xx is "unavailable" to them).
 */
export const callAccounts = async (
  signInternalToken: InternalTokenSigner,
  url: URL,
  purpose: string,
  body?: unknown,
  /** A GET that accounts may hold (a waiting poll): its deadline is that much longer; `signal` cancels it. */
  held?: { readonly ms: number; readonly signal: AbortSignal },
): Promise<Response> => {
  const token = await signInternalToken('accounts');
  const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token, 'x-request-id': `${purpose}-${randomUUID()}`, accept: 'application/json' };
  if (held) return fetch(url, { headers, signal: AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS + held.ms), held.signal]) });
  if (body === undefined) return fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
};

/** A warning logged at most once a minute (a caller that keeps retrying while accounts is away). */
export const throttledWarning = (logger: Logger, message: string, endpoint: URL, now: () => number = Date.now): ((problem: string) => void) => {
  let lastWarning = -Infinity;
  return (problem) => {
    const at = now();
    if (at - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = at;
    logger.warn({ endpoint: endpoint.toString(), problem }, message);
  };
};
