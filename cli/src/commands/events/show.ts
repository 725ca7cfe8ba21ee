import { EventByIdDocument, type EventDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { parseEventId } from './event-ref.js';
import { printEvent } from './print-event.js';

/** Shows one event: when, where, places and waitlist, status, who created it. */
export async function eventsShow(ctx: CommandContext, target: string): Promise<EventDetailFragment> {
  const id = parseEventId(target);
  const { event } = await ctx.out.task('Loading event...', () => ctx.api.authenticated(EventByIdDocument, { id }));
  await printEvent(ctx, event);
  return event;
}
