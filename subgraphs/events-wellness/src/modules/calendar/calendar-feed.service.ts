import { entityQuery, toSnapshots, type EntityManager } from '@momstride/kit';
import { Event } from '../events/event.entity.js';
import { CalendarFeed } from './calendar-feed.entity.js';
import { feedTokenOwner, isFeedTokenOf } from './feed-token.js';

/** A feed serves the events its member joined that ended at most this many days ago, and every later one… */
export const FEED_PAST_DAYS = 60;
/** …at most this many, soonest first. */
export const FEED_MAX_EVENTS = 250;

const DAY_MS = 24 * 60 * 60 * 1000;

const feedOfUser = entityQuery(CalendarFeed, 'where "user_id" = $1');
// Along event_participants_user_index, then the events' primary key.
const joinedEndingAfter = entityQuery(
  Event,
  'where "id" in (select "event_id" from "event_participants" where "user_id" = $1) and "ends_at" > $2 order by "starts_at", "id" limit $3',
);

/** A member's calendar subscription, or null before she makes one. */
export async function calendarFeedOf(em: EntityManager, userId: string): Promise<CalendarFeed | null> {
  return (await feedOfUser(em, [userId]))[0] ?? null;
}

/** Makes a member's subscription, or gives it a new version (the old link stops working with this statement). */
export async function resetCalendarFeed(em: EntityManager, userId: string): Promise<CalendarFeed> {
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `insert into calendar_feeds (user_id, version, created_at) values (?, 1, now())
     on conflict (user_id) do update set version = calendar_feeds.version + 1, created_at = excluded.created_at
     returning user_id, version, created_at`,
    [userId],
  );
  return toSnapshots(em, CalendarFeed, rows)[0]!;
}

/**
 * The events of the feed with `token`: those its member joined (cancelled ones too, so calendars show them
 * cancelled) that end after FEED_PAST_DAYS days before `now`, soonest first, at most FEED_MAX_EVENTS; null for a
 * token no feed has (a malformed one costs no query). Two queries, whatever the number of events.
 */
export async function calendarFeedEvents(em: EntityManager, key: Buffer, token: string, now: Date = new Date()): Promise<Event[] | null> {
  const userId = feedTokenOwner(token);
  if (!userId) return null;
  const [feed] = await feedOfUser(em, [userId]);
  if (!feed || !isFeedTokenOf(key, token, feed.userId, feed.version)) return null;
  return joinedEndingAfter(em, [feed.userId, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS), FEED_MAX_EVENTS]);
}

/** Removes a member's subscription (her account was deleted). */
export async function removeCalendarFeed(em: EntityManager, userId: string): Promise<void> {
  await em.execute('delete from calendar_feeds where user_id = ?', [userId], 'run');
}
