import { EventAdminTargetDocument, type EventSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { parseId } from '../ids.js';
import { adminRequiredError } from '../users/admin-access.js';

/** An event is named by its id (a UUID, as `events list` shows it); anything else is a usage error (exit 2). */
export const parseEventId = (raw: string): string => parseId(raw, 'an event id (see: momstride events list)');

/**
 * The event an admin command (update, cancel) acts on, read with the viewer's role in one request: a member hears
 * "Admin access required" before any prompt (the server checks again when the change is made). An unknown id is
 * the server's NOT_FOUND ("Event not found", exit 1).
 */
export async function findAdminEvent(ctx: CommandContext, id: string): Promise<EventSummaryFragment> {
  const { me, event } = await ctx.api.authenticated(EventAdminTargetDocument, { id });
  if (me.role !== 'admin') throw adminRequiredError();
  return event;
}
