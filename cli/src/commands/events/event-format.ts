import type { EventDetailFragment, EventStatus, EventSummaryFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';

/** "Sat, May 2, 2026, 9:00 AM CDT": a date and time in this machine's time zone (TZ, read at each call), for people. */
export function localDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "45 min", "2 h", "1 h 30 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "3/10", "3/unlimited", with "+2 waiting" when members wait for a place. */
export function placesLabel(event: Pick<EventSummaryFragment, 'currentParticipants' | 'maxParticipants' | 'waitlistCount'>): string {
  const places = `${event.currentParticipants}/${event.maxParticipants ?? 'unlimited'}`;
  return event.waitlistCount > 0 ? `${places} +${event.waitlistCount} waiting` : places;
}

const STATUS_COLORS: Record<EventStatus, string | undefined> = {
  upcoming: 'green',
  active: 'cyan',
  completed: undefined,
  cancelled: 'red',
};

export function statusColor(status: EventStatus): string | undefined {
  return STATUS_COLORS[status];
}

/**
 * Columns of `events list`. On a terminal the date is local time and the duration reads "1 h 30 min"; piped, the
 * date is the server's ISO 8601 instant (UTC) and the duration a number of minutes, for scripts.
 */
export function eventColumns(rich: boolean): TableColumn<EventSummaryFragment>[] {
  return [
    { header: 'ID', value: (event) => event.id, keepWidth: true },
    { header: 'Title', value: (event) => (rich && event.series ? `${event.title} (${event.series.summary.toLowerCase()})` : event.title) },
    { header: 'Date', value: (event) => (rich ? localDateTime(event.eventDate) : event.eventDate) },
    { header: 'Duration', value: (event) => (rich ? durationLabel(event.durationMinutes) : String(event.durationMinutes)) },
    { header: 'Location', value: (event) => event.location ?? '' },
    { header: 'Participants', value: placesLabel },
    { header: 'Status', value: (event) => event.status, color: (event) => statusColor(event.status) },
  ];
}

/** `events show` field by field ("Label", value), empty ones left out: the plain text and the Ink view both use it. */
export function eventDetailFields(event: EventDetailFragment): [label: string, value: string][] {
  const creator = event.createdBy ? `${event.createdBy.firstName} ${event.createdBy.lastName}`.trim() : '';
  const fields: [string, string | null | undefined][] = [
    ['ID', event.id],
    ['Status', event.isFull && event.status === 'upcoming' ? 'upcoming (full)' : event.status],
    ['Starts', localDateTime(event.eventDate)],
    ['Ends', localDateTime(event.endsAt)],
    ['Duration', durationLabel(event.durationMinutes)],
    ['Location', event.location],
    ['Participants', placesLabel(event)],
    ['Guests', event.guestLimit > 0 ? `up to ${event.guestLimit} per member (they take places)` : undefined],
    ['Repeats', event.series?.summary.replace(/^Repeats /, '')],
    ['Description', event.description],
    ['Cancelled', event.cancelledAt ? localDateTime(event.cancelledAt) : undefined],
    ['Created', `${localDateTime(event.createdAt)}${creator ? ` by ${creator}` : ''}`],
  ];
  return fields.filter((field): field is [string, string] => typeof field[1] === 'string' && field[1] !== '');
}

/** `events show` as plain text: the title, then one "Label: value" line per filled field. */
export function formatEventDetail(event: EventDetailFragment): string {
  return [
    event.title,
    ...eventDetailFields(event).map(([label, value]) => `  ${label}: ${value.replace(/\s*\n\s*/g, ' ')}`),
  ].join('\n');
}
