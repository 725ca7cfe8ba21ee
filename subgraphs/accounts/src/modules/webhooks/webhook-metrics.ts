/**
 * Webhook deliveries in the metrics (docs/operations.md, "Metrics"): `momstride_webhook_deliveries_total{outcome}` per
 * attempt — delivered, failed (another attempt is due) or dead (given up) — and the queue's own retries.
 */
import { serviceMetrics } from '@momstride/kit/metrics';
import type { AttemptOutcome } from './webhook-attempt.js';

const metrics = serviceMetrics('accounts');

const OUTCOMES: Readonly<Record<AttemptOutcome['kind'], 'delivered' | 'failed' | 'dead' | undefined>> = {
  succeeded: 'delivered',
  retry: 'failed',
  failed: 'dead',
  // Nothing was sent (already settled elsewhere).
  settled: undefined,
};

export const countWebhookAttempt = (kind: AttemptOutcome['kind']): void => {
  const outcome = OUTCOMES[kind];
  if (outcome) metrics.webhookDeliveries.inc({ outcome });
};

/** A delivery job that failed on our side (the database away), given back to pg-boss to be run again. */
export const countWebhookJobRetry = (queue: string): void => {
  metrics.queueRetries.inc({ queue });
};
