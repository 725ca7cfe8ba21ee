import { CancelEventDocument, EventScope, type EventSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { localDateTime } from './event-format.js';
import { findAdminEvent, parseEventId } from './event-ref.js';
import type { ConfirmOptions, ScopeOptions } from './options.js';

/**
 * Cancels an event (admins only) after a confirmation: its participants and waitlisted members are told (in-app
 * notice and mail). Cancelling a cancelled event changes nothing; a completed one is refused by the server (exit 1).
 */
export async function eventsCancel(ctx: CommandContext, target: string, options: ConfirmOptions & ScopeOptions): Promise<EventSummaryFragment> {
  const id = parseEventId(target);
  const event = await ctx.out.task('Loading event...', () => findAdminEvent(ctx, id));
  const name = `"${event.title}"`;
  const following = options.following === true && event.series !== null;
  if (event.status === 'cancelled' && !following) {
    ctx.out.line(`${name} is already cancelled`);
    return event;
  }
  const told = event.currentParticipants + event.waitlistCount;
  const who = told === 0 ? 'No one has joined yet.' : `${told} ${told === 1 ? 'member' : 'members'} (joined or waiting) will be told.`;
  const which = following ? `${name} on ${localDateTime(event.eventDate)} and every later date` : `${name} on ${localDateTime(event.eventDate)}`;
  await ctx.out.confirm(`Cancel ${which}? ${following ? 'Everyone who joined or waits for those dates will be told.' : who}`, {
    yes: options.yes,
    action: `cancel ${name}`,
  });
  const scope = following ? EventScope.ThisAndFollowing : EventScope.ThisDate;
  const { cancelEvent } = await ctx.out.task(`Cancelling ${name}...`, () => adminRequest(ctx, CancelEventDocument, { id, scope }));
  ctx.out.line(following ? `Cancelled ${name} from ${localDateTime(event.eventDate)} on` : `Cancelled ${name}`);
  return cancelEvent;
}
