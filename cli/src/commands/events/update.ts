import { EventScope, UpdateEventDocument, type EventDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { UsageError } from '../../services/errors.js';
import { adminRequest } from '../users/admin-access.js';
import { EVENT_FIELDS, updateInput } from './event-input.js';
import { findAdminEvent, parseEventId } from './event-ref.js';
import type { EventFieldOptions, ScopeOptions } from './options.js';
import { printEvent } from './print-event.js';

export interface EventsUpdateOptions extends EventFieldOptions, ScopeOptions {
  /** Remove the limit on places (instead of --max). */
  unlimited?: boolean;
}

export const EVENT_UPDATED = 'Event updated successfully!';

/**
 * Changes the given fields of an event (admins only): reads the event, then sends it whole with those fields
 * changed (updateEvent takes the whole event). The server checks the event rules (docs/product.md, Validation rules), refuses a limit below the members
 * already joined, and promotes from the waitlist when the limit rises; its message is printed as it is (exit 1).
 */
export async function eventsUpdate(ctx: CommandContext, target: string, options: EventsUpdateOptions): Promise<EventDetailFragment> {
  const id = parseEventId(target);
  const changed = EVENT_FIELDS.some((entry) => options[entry.field] !== undefined) || options.unlimited === true || options.guestLimit !== undefined;
  if (!changed) {
    throw new UsageError(`Nothing to change: give at least one of ${[...EVENT_FIELDS.map((entry) => entry.flag), '--unlimited', '--guest-limit'].join(', ')}`);
  }
  const event = await ctx.out.task('Loading event...', () => findAdminEvent(ctx, id));
  const { updateEvent } = await ctx.out.task('Saving event...', () =>
    adminRequest(ctx, UpdateEventDocument, { id, input: updateInput(event, options), scope: options.following ? EventScope.ThisAndFollowing : EventScope.ThisDate }),
  );
  if (!ctx.out.json) ctx.out.line(EVENT_UPDATED);
  await printEvent(ctx, updateEvent);
  return updateEvent;
}
