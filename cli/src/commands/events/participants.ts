import { EventAttendeesDocument, type EventAttendeeUserFragment, type EventAttendeesQuery } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import type { TableColumn } from '../../services/output.js';
import { adminRequest } from '../users/admin-access.js';
import { localDateTime } from './event-format.js';
import { parseEventId } from './event-ref.js';

export type EventAttendees = EventAttendeesQuery['event'];

/** One line of the table: a participant (joined, in join order) or a member on the waitlist (in line order). */
interface AttendeeRow {
  list: 'joined' | 'waitlist';
  position: number;
  user: EventAttendeeUserFragment;
  joinedAt: string;
  promoted: boolean;
  guests: number;
}

/** "+ 2 guests" beside her name. */
const withGuests = (name: string, guests: number): string => (guests === 0 ? name : `${name} + ${guests} ${guests === 1 ? 'guest' : 'guests'}`);

function attendeeColumns(rich: boolean): TableColumn<AttendeeRow>[] {
  return [
    { header: 'List', value: (row) => row.list, color: (row) => (row.list === 'waitlist' ? 'yellow' : undefined) },
    { header: '#', value: (row) => String(row.position) },
    { header: 'Name', value: (row) => withGuests(`${row.user.firstName} ${row.user.lastName}`.trim(), row.guests) },
    { header: 'Email', value: (row) => row.user.email ?? '' },
    { header: 'Business', value: (row) => row.user.businessName ?? '' },
    { header: 'Since', value: (row) => (rich ? localDateTime(row.joinedAt) : row.joinedAt) },
    { header: 'Note', value: (row) => (row.promoted ? 'from waitlist' : '') },
  ];
}

/**
 * Who takes part in an event, in join order, then who waits for a place, first in line first (admins only: a member
 * gets the server's refusal). --json: the event with its `participants` and `waitlist`.
 */
export async function eventsParticipants(ctx: CommandContext, target: string): Promise<EventAttendees> {
  const id = parseEventId(target);
  const { event } = await ctx.out.task('Loading participants...', () => adminRequest(ctx, EventAttendeesDocument, { id }));
  const rows: AttendeeRow[] = [
    ...event.participants.map((entry, index) => ({
      list: 'joined' as const,
      position: index + 1,
      user: entry.user,
      joinedAt: entry.joinedAt,
      promoted: entry.promotedFromWaitlistAt !== null && entry.promotedFromWaitlistAt !== undefined,
      guests: entry.guests,
    })),
    ...event.waitlist.map((entry) => ({
      list: 'waitlist' as const,
      position: entry.position,
      user: entry.user,
      joinedAt: entry.joinedAt,
      promoted: false,
      guests: entry.guests,
    })),
  ];
  if (ctx.out.rich) ctx.out.line(`${event.title} · ${localDateTime(event.eventDate)} · ${event.status}`);
  await ctx.out.table({ rows, columns: attendeeColumns(ctx.out.rich), json: () => event, empty: `No one has joined "${event.title}" yet` });
  if (ctx.out.rich) ctx.out.line(summary(event));
  return event;
}

/** "3 joined of 10 places · 2 on the waitlist" (the places taken count guests). */
function summary(event: EventAttendees): string {
  const places = event.maxParticipants === null || event.maxParticipants === undefined ? 'unlimited places' : `${event.maxParticipants} places`;
  const waiting = event.waitlistCount > 0 ? ` · ${event.waitlistCount} on the waitlist` : '';
  return `${event.currentParticipants} joined of ${places}${waiting}`;
}
