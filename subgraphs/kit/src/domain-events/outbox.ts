import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEventName, DomainEvents } from './catalogue.js';
import { currentTraceparent } from '../telemetry/spans.js';
import { OUTBOX_CHANNEL, OUTBOX_TABLE } from './tables.js';

type WithoutTimestamp<T> = Omit<T, 'occurredAt'>;

/**
 * Records a domain event in this subgraph's outbox with `em` — call it inside the transaction of the change
 * (`em.transactional(async (tem) => { …change…; await recordDomainEvent(tem, …) })`), so the event exists exactly
 * when the change does. The outbox relay publishes it to the queue after the commit, retrying until it gets through.
 * Returns the event's id.
 */
export async function recordDomainEvent<E extends DomainEventName>(
  em: EntityManager,
  event: E,
  payload: WithoutTimestamp<DomainEvents[E]>,
): Promise<string> {
  if (!em.isInTransaction()) throw new Error(`recordDomainEvent(${event}) must run inside the transaction of the change`);
  const id = randomUUID();
  const occurredAt = new Date();
  const full = { ...payload, occurredAt: occurredAt.toISOString() };
  await em.execute(
    `insert into "${OUTBOX_TABLE}" ("id", "name", "payload", "occurred_at", "traceparent") values (?, ?, ?, ?, ?)`,
    // The request's trace, for the span of each delivery to link back to (null when tracing is off).
    [id, event, JSON.stringify(full), occurredAt, currentTraceparent() ?? null],
    'run',
  );
  // Delivered on commit (and dropped on rollback): wakes the relay at once.
  await em.execute(`notify "${OUTBOX_CHANNEL}"`, [], 'run');
  return id;
}
