import { randomUUID } from 'node:crypto';
import { badUserInput, conflict, recordDomainEvent, type EntityManager, type FieldError } from '@momstride/kit';
import { Event, EVENT_DESCRIPTION_MAX_LENGTH, EVENT_LOCATION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from './event.entity.js';
import type { EventInput } from './event.inputs.js';
import { EventNoticeKind } from './event-notice.entity.js';
import { lockEvent, reloadEvent } from './event-lock.js';
import { EVENT_CANCELLED, EVENT_COMPLETED, EventStatus, eventStatus } from './event-status.js';
import { addNotices, promoteFromWaitlist } from './waitlist.js';

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

interface CleanEventInput {
  title: string;
  description: string;
  eventDate: Date;
  durationMinutes: number;
  endsAt: Date;
  location: string | null;
  maxParticipants: number | null;
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
  };
}

/** Creates an event (admin; the caller checked the role) and records `event.created`. */
export async function createEvent(em: EntityManager, adminId: string, input: EventInput): Promise<Event> {
  const clean = checkEventInput(input);
  const id = randomUUID();
  await em.transactional(async (tem) => {
    tem.create(Event, { id, ...clean, createdBy: adminId });
    await tem.flush();
    await recordDomainEvent(tem, 'event.created', { eventId: id, title: clean.title, startsAt: clean.eventDate.toISOString() });
  });
  return reloadEvent(em, id);
}

/**
 * Edits an event (admin): the same rules (the date must not be in the past only when it changes); a limit below
 * the members already joined is refused; a raised limit promotes from the waitlist in the same transaction.
 */
export function updateEvent(em: EntityManager, eventId: string, input: EventInput): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    const status = eventStatus(event);
    if (status === EventStatus.cancelled) throw conflict(EVENT_CANCELLED);
    if (status === EventStatus.completed) throw conflict(COMPLETED_NOT_EDITABLE);
    const dateChanged = input.eventDate instanceof Date && input.eventDate.getTime() !== event.eventDate.getTime();
    const clean = checkEventInput(input, dateChanged);
    if (clean.maxParticipants !== null && clean.maxParticipants < event.currentParticipants) {
      const message = belowParticipantsMessage(event.currentParticipants);
      throw badUserInput(message, [{ field: 'maxParticipants', message }]);
    }
    await tem.execute(
      `update events set title = ?, description = ?, starts_at = ?, duration_minutes = ?, ends_at = ?, location = ?, max_participants = ?,
       updated_at = now() where id = ?`,
      [clean.title, clean.description, clean.eventDate, clean.durationMinutes, clean.endsAt, clean.location, clean.maxParticipants, event.id],
      'run',
    );
    return (await promoteFromWaitlist(tem, await reloadEvent(tem, event.id))).event;
  });
}

/**
 * Cancels an event (admin): status becomes cancelled, the waitlist is emptied, and every participant and waitlisted
 * member gets an in-app notice; an `event.cancelled` domain event (accounts mails them) is recorded in the same
 * transaction. Cancelling again changes nothing; a completed event cannot be cancelled.
 */
export function cancelEvent(em: EntityManager, eventId: string): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
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
  });
}
