import { EventsDocument, type EventStatus, type EventSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { eventColumns } from './event-format.js';
import { EVENTS_LIST_SIZE } from './options.js';

export interface EventsListOptions {
  /** Only events of this status (computed by the server from the clock; cancelled by an admin). */
  status?: EventStatus;
  /** At most this many events (default EVENTS_LIST_SIZE, at most EVENTS_MAX_LIST_SIZE). */
  limit?: number;
}

/**
 * The events, as the server orders them: with a status only those (upcoming and active soonest first, completed
 * and cancelled latest first); without, upcoming and active first, then the past ones.
 */
export async function eventsList(ctx: CommandContext, options: EventsListOptions): Promise<EventSummaryFragment[]> {
  const limit = options.limit ?? EVENTS_LIST_SIZE;
  const { events: listed } = await ctx.out.task('Loading events...', () =>
    ctx.api.authenticated(EventsDocument, { status: options.status ?? null, limit }),
  );
  const events = listed ?? []; // null only beside an error, which the API client has already thrown
  await ctx.out.table({
    rows: events,
    columns: eventColumns(ctx.out.rich),
    empty: options.status ? `No ${options.status} events` : 'No events found',
  });
  if (ctx.out.rich && events.length > 0) ctx.out.line(footer(events.length, limit));
  return events;
}

/** "12 events", or with a full list, how to see more. */
function footer(count: number, limit: number): string {
  const noun = count === 1 ? 'event' : 'events';
  return count < limit ? `${count} ${noun}` : `${count} ${noun} (the first ${limit}; --limit shows up to 100, --status narrows)`;
}
