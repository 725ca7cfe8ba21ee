import { badUserInput, conflict, entityQuery, isUuid, notFound, recordDomainEvent, type EntityManager } from '@momstride/kit';
import { Event } from '../events/event.entity.js';
import type { CleanEventInput } from '../events/event-admin.service.js';
import { lockEvent, reloadEvent } from '../events/event-lock.js';
import { EVENT_FULL, EVENT_NOT_FOUND } from '../events/event-status.js';
import { givePlaceUp, NO_PLACES_FOR_GUESTS, participantGuests, stopWaiting, takePlace, waitForPlace } from '../events/participation.service.js';
import { expandDates, toRRule, type Repeat } from './recurrence.js';
import { EventSeries } from './series.entity.js';
import { floating, instantOf, wallTimeIn } from '@momstride/kit/zoned-time';

export const NO_DATES = 'No date matches this repeat: check the days and the end';
export const NOT_IN_SERIES = 'This walk does not repeat';
export const NO_UPCOMING_DATES = 'This walk has no upcoming dates left';

/**
 * Creates a series and its dates (admin): the rule expanded from the first date in `zone` (recurrence.ts, bounded),
 * each date an event with the same details and `series_id`, each recorded as `event.created`. Returns the first date.
 */
export async function createSeries(em: EntityManager, adminId: string, clean: CleanEventInput, repeat: Repeat, zone: string): Promise<Event> {
  const rule = toRRule(repeat, clean.eventDate, zone);
  const dates = expandDates(rule, clean.eventDate, zone);
  if (dates.length === 0) throw badUserInput(NO_DATES, [{ field: 'repeat', message: NO_DATES }]);
  const { eventDate: _first, endsAt: _end, ...template } = clean;
  const ids = await em.transactional(async (tem) => {
    const series = tem.create(EventSeries, { rule, timeZone: zone, firstStartsAt: clean.eventDate, ...template, createdBy: adminId });
    await tem.flush(); // before its dates: they point to it (a plain uuid column, unknown to the unit of work's ordering)
    return addDates(tem, series, dates, adminId);
  });
  return reloadEvent(em, ids[0]!);
}

/** Makes the series' dates from its template (each recorded as `event.created`); their ids. */
async function addDates(tem: EntityManager, series: EventSeries, dates: Date[], adminId: string | null): Promise<string[]> {
  const { title, description, durationMinutes, location, maxParticipants, guestLimit } = series;
  const events = dates.map((eventDate) =>
    tem.create(Event, {
      title,
      description,
      durationMinutes,
      location,
      maxParticipants,
      guestLimit,
      eventDate,
      endsAt: new Date(eventDate.getTime() + durationMinutes * 60_000),
      seriesId: series.id,
      createdBy: adminId,
    }),
  );
  await tem.flush();
  for (const event of events) {
    await recordDomainEvent(tem, 'event.created', { eventId: event.id, title: event.title, startsAt: event.eventDate.toISOString() });
  }
  return events.map((event) => event.id);
}

/**
 * Extends the walk's series (admin; docs/product.md, Recurring walks): its rule expanded again after its last date,
 * with the same bounds (at most SERIES_MAX_DATES, within SERIES_HORIZON_DAYS of that date), the new dates made from
 * its template. A rule that ended (its count or end date reached) adds none. The series row is locked, so two admins
 * extending at once add the dates once. Returns the series.
 */
export function extendSeries(em: EntityManager, adminId: string, eventId: string): Promise<EventSeries> {
  return em.transactional(async (tem) => {
    const seriesId = await seriesOf(tem, eventId);
    await tem.execute('select id from event_series where id = ? for update', [seriesId]);
    const series = await tem.findOneOrFail(EventSeries, seriesId);
    const [last] = await tem.execute<Array<{ last: Date }>>('select max(starts_at) as last from events where series_id = ?', [seriesId]);
    const after = last?.last ? new Date(last.last) : series.firstStartsAt;
    const dates = expandDates(series.rule, series.firstStartsAt, series.timeZone, after);
    if (dates.length > 0) await addDates(tem, series, dates, adminId);
    return series;
  });
}

/** The series' template follows a this-and-following edit (what later dates were made from). */
export async function updateSeriesTemplate(tem: EntityManager, seriesId: string, clean: CleanEventInput): Promise<void> {
  await tem.execute(
    'update event_series set title = ?, description = ?, duration_minutes = ?, location = ?, max_participants = ?, guest_limit = ? where id = ?',
    [clean.title, clean.description, clean.durationMinutes, clean.location, clean.maxParticipants, clean.guestLimit, seriesId],
    'run',
  );
}

/** The ids of the series' dates that have not started and are not cancelled, from `after` on, soonest first. */
const upcomingIds = async (tem: EntityManager, seriesId: string, after: Date): Promise<string[]> => {
  const rows = await tem.execute<Array<{ id: string }>>(
    'select id from events where series_id = ? and cancelled_at is null and starts_at > ? and starts_at > now() order by starts_at, id',
    [seriesId, after],
  );
  return rows.map((row) => row.id);
};

/**
 * The later dates of `event`'s series (after it, not started, not cancelled), each locked in start order — one order
 * for every caller, so two admins' edits cannot deadlock — in the caller's transaction.
 */
export async function datesInScope(tem: EntityManager, event: Event): Promise<Event[]> {
  if (!event.seriesId) return [];
  const locked: Event[] = [];
  for (const id of await upcomingIds(tem, event.seriesId, event.eventDate)) locked.push(await lockEvent(tem, id));
  return locked;
}

const DAY_MS = 86_400_000;

/**
 * Where a later date of a series moves when an admin moves one date from `from` to `to` for it and the following
 * ones: by as many calendar days as that one, to its new local time of day in `zone` (daylight-saving correct).
 */
export function shiftedStart(date: Date, from: Date, to: Date, zone: string): Date {
  const day = (instant: Date) => {
    const wall = wallTimeIn(instant, zone);
    return floating({ ...wall, hour: 0, minute: 0, second: 0 }).getTime();
  };
  const shifted = new Date(day(date) + Math.round((day(to) - day(from)) / DAY_MS) * DAY_MS);
  const time = wallTimeIn(to, zone);
  return instantOf(
    { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: time.hour, minute: time.minute, second: time.second },
    zone,
  );
}

/** What joining the series did on each upcoming date. */
export interface SeriesJoin {
  joined: Event[];
  waitlisted: Event[];
}

/**
 * Joins every upcoming date of the walk's series (docs/product.md, Recurring walks): a place with her guests where her
 * party fits, the waitlist where it does not (she keeps a place she already has, with these guests when they fit).
 * One transaction, the dates locked one after another in start order.
 */
export function joinSeries(em: EntityManager, userId: string, eventId: string, guests: number | null): Promise<SeriesJoin> {
  return em.transactional(async (tem) => {
    const seriesId = await seriesOf(tem, eventId);
    const ids = await upcomingIds(tem, seriesId, new Date(0));
    if (ids.length === 0) throw conflict(NO_UPCOMING_DATES);
    const result: SeriesJoin = { joined: [], waitlisted: [] };
    for (const id of ids) {
      const event = await lockEvent(tem, id);
      try {
        result.joined.push(await takePlace(tem, event, userId, guests));
      } catch (error) {
        const message = (error as Error).message;
        if (message !== EVENT_FULL && message !== NO_PLACES_FOR_GUESTS) throw error;
        if ((await participantGuests(tem, id, userId)) !== null) result.joined.push(event);
        else result.waitlisted.push(await waitForPlace(tem, event, userId, guests));
      }
    }
    return result;
  });
}

/** Leaves every upcoming date of the walk's series she joined or waits for (the waitlists move up). Returns those dates. */
export function leaveSeries(em: EntityManager, userId: string, eventId: string): Promise<Event[]> {
  return em.transactional(async (tem) => {
    const seriesId = await seriesOf(tem, eventId);
    const dates: Event[] = [];
    for (const id of await upcomingIds(tem, seriesId, new Date(0))) {
      const event = await lockEvent(tem, id);
      dates.push(await stopWaiting(tem, await givePlaceUp(tem, event, userId), userId));
    }
    return dates;
  });
}

/** The series of the walk (NOT_FOUND for an unknown id, CONFLICT for a one-off walk). */
async function seriesOf(tem: EntityManager, eventId: string): Promise<string> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await tem.execute<Array<{ series_id: string | null }>>('select series_id from events where id = ?', [eventId]);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  if (!row.series_id) throw conflict(NOT_IN_SERIES);
  return row.series_id;
}

const upcomingOf = entityQuery(Event, 'where "series_id" = $1 and "cancelled_at" is null and "starts_at" > $2 order by "starts_at", "id" limit $3');

/** The series' next dates (not cancelled, not started), soonest first, at most `limit`. */
export const upcomingDates = (em: EntityManager, seriesId: string, limit: number, now: Date = new Date()): Promise<Event[]> =>
  upcomingOf(em, [seriesId, now, limit]);
