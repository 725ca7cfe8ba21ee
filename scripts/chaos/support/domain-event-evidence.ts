/**
 * What the subgraphs' own databases say about domain events, for chaos tests (read in SQL, never through the
 * services under test): the events a subgraph recorded in its outbox and whether its relay has published them, which
 * of them a subscriber has applied, and the notifications messaging made of them.
 */
import { OUTBOX_TABLE, PROCESSED_EVENTS_TABLE, type DomainEventName } from '@momstride/kit';
import { queryRows, subgraphDatabaseUrl } from '@momstride/testing';

export interface RecordedEvent {
  readonly id: string;
  /** The payload's actor (follower, sender). */
  readonly actor: string;
  readonly published_at: Date | null;
  readonly attempts: number;
  readonly last_error: string | null;
}

/** Where an event names its actor and its target member: `user.followed` by followerId for followeeId, and so on. */
export interface EventShape {
  readonly subgraph: string;
  readonly event: DomainEventName;
  readonly actorField: string;
  readonly targetField: string;
}

export const FOLLOWED: EventShape = { subgraph: 'accounts', event: 'user.followed', actorField: 'followerId', targetField: 'followeeId' };
export const MESSAGE_SENT: EventShape = { subgraph: 'messaging', event: 'message.sent', actorField: 'senderId', targetField: 'recipientId' };

/** The events of `shape` aimed at `targetId` recorded since `since`, from the writer's outbox. */
export const recordedEvents = (shape: EventShape, targetId: string, since: Date): Promise<RecordedEvent[]> =>
  queryRows<RecordedEvent>(
    subgraphDatabaseUrl(shape.subgraph),
    `select id, payload->>$2 as actor, published_at, attempts, last_error from "${OUTBOX_TABLE}"
      where name = $1 and payload->>$3 = $4 and occurred_at >= $5 order by occurred_at, id`,
    [shape.event, shape.actorField, shape.targetField, targetId, since],
  );

/** How many times `subscriber` has applied each of `ids` (its processed_domain_events rows), by id. */
export async function appliedCounts(subscriber: string, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ event_id: string; times: number }>(
    subgraphDatabaseUrl(subscriber),
    `select event_id, count(*)::int as times from "${PROCESSED_EVENTS_TABLE}" where subscriber = $1 and event_id = any($2::uuid[]) group by event_id`,
    [subscriber, ids],
  );
  return new Map(rows.map((row) => [row.event_id, row.times]));
}

/** Follow notifications of `userId` made since `since`, counted by follower. */
export async function followNotifications(userId: string, since: Date): Promise<Map<string, number>> {
  const rows = await queryRows<{ actor_id: string; made: number }>(
    subgraphDatabaseUrl('messaging'),
    `select actor_id, count(*)::int as made from notifications where user_id = $1 and kind = 'follow' and created_at >= $2 group by actor_id`,
    [userId, since],
  );
  return new Map(rows.map((row) => [row.actor_id, row.made]));
}

/** The message count of each unread message notification of `userId` (one per sender), by sender. */
export async function unreadMessageCounts(userId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ actor_id: string; count: number }>(
    subgraphDatabaseUrl('messaging'),
    `select actor_id, count from notifications where user_id = $1 and kind = 'message' and read_at is null`,
    [userId],
  );
  return new Map(rows.map((row) => [row.actor_id, row.count]));
}

/** Open connections to `serverUrl` by application_name (the kit names its LISTEN and queue connections). */
export async function connectionsByApplication(serverUrl: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ application_name: string; connections: number }>(
    serverUrl,
    `select application_name, count(*)::int as connections from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid() group by application_name`,
  );
  return Object.fromEntries(rows.map((row) => [row.application_name, row.connections]));
}
