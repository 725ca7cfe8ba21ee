/**
 * `gateway_subgraph_fetch_duration_seconds{subgraph, outcome}` (docs/operations.md, "Metrics"): each call of the
 * gateway to a subgraph — `ok` (answered 2xx), `error` (another status, or unreachable), `timeout` (no answer within
 * SUBGRAPH_TIMEOUT_MS) or `shed` (given up because the client's own request was aborted).
 */
import { performance } from 'node:perf_hooks';
import { gatewayMetrics } from './gateway-metrics.js';

export type SubgraphFetchOutcome = 'ok' | 'error' | 'timeout' | 'shed';

/** The outcome of a call that answered `status`, or failed with `error`. */
export const fetchOutcomeOf = (answer: number | unknown): SubgraphFetchOutcome => {
  if (typeof answer === 'number') return answer >= 200 && answer < 300 ? 'ok' : 'error';
  // A SubgraphCallAborted (subgraph-data-source.ts): the deadline passed, or the client went away.
  const reason = answer instanceof Error ? (answer as { reason?: unknown }).reason : undefined;
  return reason === 'timeout' ? 'timeout' : reason === 'client' ? 'shed' : 'error';
};

const histogram = gatewayMetrics.subgraphFetchDuration;

/** Records a call to `subgraph` started at `startedAt` (performance.now()) that answered `status` or failed with `error`. */
export const recordSubgraphFetch = (subgraph: string, startedAt: number, answer: number | unknown): void => {
  histogram.observe({ subgraph, outcome: fetchOutcomeOf(answer) }, (performance.now() - startedAt) / 1000);
};
