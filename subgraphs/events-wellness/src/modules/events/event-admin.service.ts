import { randomUUID } from 'node:crypto';
import { badUserInput, conflict, recordDomainEvent, type EntityManager, type FieldError } from '@momstride/kit';
import { Event, EVENT_DESCRIPTION_MAX_LENGTH, EVENT_LOCATION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from './event.entity.js';
import type { EventInput } from './event.inputs.js';
import { EventNoticeKind } from './event-notice.entity.js';
import { lockEvent, reloadEvent } from './event-lock.js';
import { EVENT_CANCELLED, EVENT_COMPLETED, EventStatus, eventStatus } from './event-status.js';
import { addNotices, promoteFromWaitlist } from './waitlist.js';
import { GUEST_LIMIT_MAX, GUEST_LIMIT_RANGE } from './guests.js';
import { checkRepeat } from '../series/repeat-check.js';
import { createSeries, datesInScope, shiftedStart, updateSeriesTemplate } from '../series/series.service.js';
import { EventScope } from '../series/series.inputs.js';

export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const DURATION_MIN = 'Duration must be at least 1 minute';
export const MAX_DURATION_MINUTES = 7 * 24 * 60;
export const DURATION_MAX = `Duration can be at most ${MAX_DURATION_MINUTES} minutes`;
export const MAX_PARTICIPANTS_MIN = 'Maximum participants must be at least 1 (leave it empty for unlimited)';
export const MAX_PARTICIPANTS_LIMIT = 100_000;
export const MAX_PARTICIPANTS_MAX = `Maximum participants can be at most ${MAX_PARTICIPANTS_LIMIT}`;
export const DATE_IN_PAST = 'Event date cannot be in the past';
export const INVALID_DATE = 'Event date must be a valid date';
export const TITLE_TOO_LONG = `Title can be at most ${EVENT_TITLE_MAX_LENGTH} characters`;
export const DESCRIPTION_TOO_LONG = `Description can be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters`;
export const LOCATION_TOO_LONG = `Location can be at most ${EVENT_LOCATION_MAX_LENGTH} characters`;
export const COMPLETED_NOT_EDITABLE = 'A completed event cannot be edited';
export const belowParticipantsMessage = (participants: number): string =>
  `Maximum participants cannot be lower than the ${participants} ${participants === 1 ? 'member who has' : 'members who have'} already joined`;

export interface CleanEventInput {
  title: string;
  description: string;
  eventDate: Date;
  durationMinutes: number;
  endsAt: Date;
  location: string | null;
  maxParticipants: number | null;
  guestLimit: number;
}

/**
 * docs/product.md, Validation rules on the server: title, description, date and duration required ("Please fill in all required fields"),
 * duration ≥ 1, max participants ≥ 1 or empty (unlimited), a date not in the past (`checkDate` false for an edit
 * that keeps the date). Every problem is reported at once, field by field.
 */
export function checkEventInput(input: EventInput, checkDate = true, now: Date = new Date()): CleanEventInput {
  const title = (input.title ?? '').trim();
  const description = (input.description ?? '').trim();
  const location = (input.location ?? '').trim();
  const { eventDate, durationMinutes } = input;
  const maxParticipants = input.maxParticipants ?? null;
  const guestLimit = input.guestLimit ?? 0;
  const fields: FieldError[] = [];
  if (title === '') fields.push({ field: 'title', message: REQUIRED_FIELDS });
  else if ([...title].length > EVENT_TITLE_MAX_LENGTH) fields.push({ field: 'title', message: TITLE_TOO_LONG });
  if (description === '') fields.push({ field: 'description', message: REQUIRED_FIELDS });
  else if ([...description].length > EVENT_DESCRIPTION_MAX_LENGTH) fields.push({ field: 'description', message: DESCRIPTION_TOO_LONG });
  if (!(eventDate instanceof Date) || Number.isNaN(eventDate.getTime())) fields.push({ field: 'eventDate', message: INVALID_DATE });
  else if (checkDate && eventDate.getTime() < now.getTime()) fields.push({ field: 'eventDate', message: DATE_IN_PAST });
  if (!Number.isInteger(durationMinutes) || durationMinutes < 1) fields.push({ field: 'durationMinutes', message: DURATION_MIN });
  else if (durationMinutes > MAX_DURATION_MINUTES) fields.push({ field: 'durationMinutes', message: DURATION_MAX });
  if (maxParticipants !== null) {
    if (!Number.isInteger(maxParticipants) || maxParticipants < 1) fields.push({ field: 'maxParticipants', message: MAX_PARTICIPANTS_MIN });
    else if (maxParticipants > MAX_PARTICIPANTS_LIMIT) fields.push({ field: 'maxParticipants', message: MAX_PARTICIPANTS_MAX });
  }
  if (location.length > EVENT_LOCATION_MAX_LENGTH) fields.push({ field: 'location', message: LOCATION_TOO_LONG });
  if (!Number.isInteger(guestLimit) || guestLimit < 0 || guestLimit > GUEST_LIMIT_MAX) fields.push({ field: 'guestLimit', message: GUEST_LIMIT_RANGE });
  if (fields.length > 0) {
    const required = fields.some((field) => field.message === REQUIRED_FIELDS);
    throw badUserInput(required ? REQUIRED_FIELDS : fields[0]!.message, fields);
  }
  return {
    title,
    description,
    eventDate,
    durationMinutes,
    endsAt: new Date(eventDate.getTime() + durationMinutes * 60_000),
    location: location === '' ? null : location,
    maxParticipants,
    guestLimit,
  };
}

/**
 * Creates an event (admin; the caller checked the role) and records `event.created`; with a repeat, a series whose
 * dates are each an event (series.service.ts), expanded in `zone`; the first date is returned.
 */
export async function createEvent(em: EntityManager, adminId: string, input: EventInput, zone: string): Promise<Event> {
  const clean = checkEventInput(input);
  if (input.repeat) {
    const { repeat, fields } = checkRepeat(input.repeat, clean.eventDate, zone);
    if (!repeat) throw badUserInput(fields[0]!.message, fields);
    return createSeries(em, adminId, clean, repeat, zone);
  }
  const id = randomUUID();
  await em.transactional(async (tem) => {
    tem.create(Event, { id, ...clean, createdBy: adminId });
    await tem.flush();
    await recordDomainEvent(tem, 'event.created', { eventId: id, title: clean.title, startsAt: clean.eventDate.toISOString() });
  });
  return reloadEvent(em, id);
}

/** Who is told about a date: its participants (join order) and waitlisted members. */
const peopleOf = async (tem: EntityManager, eventId: string): Promise<string[]> => {
  const rows = await tem.execute<Array<{ user_id: string }>>(
    `select user_id from (select user_id, joined_at, 0 as part from event_participants where event_id = ?
       union all select user_id, joined_at, 1 from event_waitlist where event_id = ?) people order by part, joined_at`,
    [eventId, eventId],
  );
  return rows.map((row) => row.user_id);
};

/**
 * Writes an edit to one locked date: a limit below the places already taken is refused; a raised limit promotes
 * from the waitlist. When its start, length or place changes, `event.changed` tells its participants and waitlisted
 * members (messaging notifies them, accounts mails them).
 */
async function applyEdit(tem: EntityManager, event: Event, clean: CleanEventInput): Promise<Event> {
  if (clean.maxParticipants !== null && clean.maxParticipants < event.currentParticipants) {
    const message = belowParticipantsMessage(event.currentParticipants);
    throw badUserInput(message, [{ field: 'maxParticipants', message }]);
  }
  await tem.execute(
    `update events set title = ?, description = ?, starts_at = ?, duration_minutes = ?, ends_at = ?, location = ?, max_participants = ?,
     guest_limit = ?, updated_at = now() where id = ?`,
    [clean.title, clean.description, clean.eventDate, clean.durationMinutes, clean.endsAt, clean.location, clean.maxParticipants, clean.guestLimit, event.id],
    'run',
  );
  const moved = clean.eventDate.getTime() !== event.eventDate.getTime() || clean.durationMinutes !== event.durationMinutes;
  if (moved || clean.location !== event.location) {
    await recordDomainEvent(tem, 'event.changed', {
      eventId: event.id,
      title: clean.title,
      startsAt: clean.eventDate.toISOString(),
      previousStartsAt: event.eventDate.toISOString(),
      location: clean.location,
      previousLocation: event.location,
      userIds: await peopleOf(tem, event.id),
    });
  }
  return (await promoteFromWaitlist(tem, await reloadEvent(tem, event.id))).event;
}

/**
 * Edits an event (admin): the same rules (the date must not be in the past only when it changes); a limit below
 * the places already taken is refused; a raised limit promotes from the waitlist in the same transaction. With
 * `this_and_following` on a date of a series, every later upcoming date gets the same details and the same local
 * start time, moved by as many days as this one (series.service.ts, shiftedStart); the series' template too.
 */
export function updateEvent(em: EntityManager, eventId: string, input: EventInput, scope: EventScope, zone: string): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    const status = eventStatus(event);
    if (status === EventStatus.cancelled) throw conflict(EVENT_CANCELLED);
    if (status === EventStatus.completed) throw conflict(COMPLETED_NOT_EDITABLE);
    const dateChanged = input.eventDate instanceof Date && input.eventDate.getTime() !== event.eventDate.getTime();
    const clean = checkEventInput(input, dateChanged);
    const edited = await applyEdit(tem, event, clean);
    if (scope !== EventScope.this_and_following || !event.seriesId) return edited;
    for (const later of await datesInScope(tem, event)) {
      const eventDate = shiftedStart(later.eventDate, event.eventDate, clean.eventDate, zone);
      const cleanLater = checkEventInput({ ...input, eventDate }, eventDate.getTime() !== later.eventDate.getTime());
      await applyEdit(tem, later, cleanLater);
    }
    await updateSeriesTemplate(tem, event.seriesId, clean);
    return edited;
  });
}

/** Cancels one locked date: see cancelEvent. */
async function cancelLocked(tem: EntityManager, event: Event): Promise<Event> {
  const status = eventStatus(event);
  if (status === EventStatus.cancelled) return event;
  if (status === EventStatus.completed) throw conflict(EVENT_COMPLETED);
  const participants = await tem.execute<Array<{ user_id: string }>>('select user_id from event_participants where event_id = ? order by joined_at', [event.id]);
  const waitlisted = await tem.execute<Array<{ user_id: string }>>('delete from event_waitlist where event_id = ? returning user_id', [event.id]);
  await tem.execute('update events set cancelled_at = now(), waitlist_count = 0, updated_at = now() where id = ?', [event.id], 'run');
  const userIds = [...participants, ...waitlisted].map((row) => row.user_id);
  await addNotices(tem, userIds, event.id, EventNoticeKind.event_cancelled);
  await recordDomainEvent(tem, 'event.cancelled', { eventId: event.id, title: event.title, startsAt: event.eventDate.toISOString(), userIds });
  return reloadEvent(tem, event.id);
}

/**
 * Cancels an event (admin): status becomes cancelled, the waitlist is emptied, and every participant and waitlisted
 * member gets an in-app notice; an `event.cancelled` domain event (accounts mails them) is recorded in the same
 * transaction. Cancelling again changes nothing; a completed event cannot be cancelled. With `this_and_following`
 * on a date of a series, every later upcoming date is cancelled the same way (each tells its own people).
 */
export function cancelEvent(em: EntityManager, eventId: string, scope: EventScope = EventScope.this_date): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    const cancelled = await cancelLocked(tem, event);
    if (scope === EventScope.this_and_following && event.seriesId) {
      for (const later of await datesInScope(tem, event)) await cancelLocked(tem, later);
    }
    return cancelled;
  });
}
