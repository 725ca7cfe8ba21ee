import { z } from 'zod';
import { detail, RestReplyError } from '../errors.js';
import { defineRoute, TextReply } from '../framework.js';
import { EventStatus, RestCalendarFeedDocument, RestEventCalendarDocument, type RestCalendarEventFragment } from '../gql/graphql.js';
import { calendarFileName, ICALENDAR_CONTENT_TYPE, writeCalendar, type CalendarEntry } from './ical.js';
import { idParams } from '../params.js';

/** The subscription feed's name in calendar apps, and how often they should fetch it again. */
export const FEED_NAME = 'MomStride walks';
const FEED_REFRESH = 'PT1H';
/** The same for an unknown, malformed or replaced token: nothing tells a guess from a reset link. */
export const FEED_NOT_FOUND = 'Calendar feed not found';
/** A member's own calendar: kept by her browser or calendar app only, never by a shared cache. */
const CACHE_CONTROL = 'private, no-store';

const CANCELLED_NOTE = 'This walk has been cancelled.';

/** An event as its calendar entry: the same UID in the download and in the feed, so calendars keep one copy. */
const toCalendarEntry = (event: RestCalendarEventFragment): CalendarEntry => {
  const cancelled = event.status === EventStatus.Cancelled;
  return {
    uid: `${event.id}@momstride`,
    title: event.title,
    description: cancelled ? `${CANCELLED_NOTE}\n\n${event.description}` : event.description,
    start: event.eventDate,
    durationMinutes: event.durationMinutes,
    location: event.location,
    cancelled,
    lastModified: event.updatedAt,
  };
};

export const calendarRoutes = [
  defineRoute({
    method: 'GET',
    path: '/events/:id/calendar.ics',
    summary: 'An event as an iCalendar file',
    auth: 'required',
    params: idParams,
    operation: RestEventCalendarDocument,
    variables: ({ params }) => ({ id: params.id }),
    returnsText: ICALENDAR_CONTENT_TYPE,
    response: (data) =>
      new TextReply(ICALENDAR_CONTENT_TYPE, writeCalendar([toCalendarEntry(data.event)], { stamp: new Date() }), {
        'Content-Disposition': `attachment; filename="${calendarFileName(data.event.title)}"`,
        'Cache-Control': CACHE_CONTROL,
      }),
  }),
  defineRoute({
    method: 'GET',
    // No sign-in: a phone's calendar app fetches it; the secret token in the path is the credential.
    path: '/calendar/:token.ics',
    summary: 'A member’s calendar feed of her events (the secret URL is the credential)',
    params: z.object({ token: z.string() }),
    operation: RestCalendarFeedDocument,
    variables: ({ params }) => ({ token: params.token }),
    returnsText: ICALENDAR_CONTENT_TYPE,
    response: (data) => {
      if (!data.calendarFeedEvents) throw new RestReplyError(detail(404, FEED_NOT_FOUND));
      const feed = { name: FEED_NAME, refreshInterval: FEED_REFRESH };
      return new TextReply(ICALENDAR_CONTENT_TYPE, writeCalendar(data.calendarFeedEvents.map(toCalendarEntry), { stamp: new Date(), feed }), {
        'Content-Disposition': 'inline; filename="momstride-walks.ics"',
        'Cache-Control': CACHE_CONTROL,
      });
    },
  }),
];
