import { z } from 'zod';
import { EventStatus, type RestEventFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/**
 * An event as REST answers it (docs/product.md, Entities and fields, plus waitlist_count, is_joined, is_waitlisted, the
 * guests and the series; schema/openapi.json). current_participants counts people: members and their guests.
 */
export const eventJson = z
  .object({
    id: z.guid(),
    title: z.string(),
    description: z.string(),
    event_date: dateTime,
    duration_minutes: z.number().int(),
    location: z.string().nullable(),
    max_participants: z.number().int().nullable(),
    current_participants: z.number().int(),
    status: z.enum(EventStatus),
    waitlist_count: z.number().int(),
    is_joined: z.boolean(),
    is_waitlisted: z.boolean(),
    guest_limit: z.number().int().meta({ description: 'How many guests one member may bring (0 = none)' }),
    my_guests: z.number().int().nullable().meta({ description: 'The guests the signed-in member brings; null when she has not joined' }),
    series: z
      .object({ id: z.guid(), rule: z.string().meta({ description: 'RFC 5545 RRULE value' }), summary: z.string() })
      .nullable()
      .meta({ description: 'The recurring walk this date belongs to; null for a one-off walk' }),
  })
  .meta({ id: 'Event' });

export const toEventJson = (event: RestEventFragment): z.input<typeof eventJson> => ({
  id: event.id,
  title: event.title,
  description: event.description,
  event_date: event.eventDate,
  duration_minutes: event.durationMinutes,
  location: event.location,
  max_participants: event.maxParticipants,
  current_participants: event.currentParticipants,
  status: event.status,
  waitlist_count: event.waitlistCount,
  is_joined: event.isJoined,
  is_waitlisted: event.isWaitlisted,
  guest_limit: event.guestLimit,
  my_guests: event.viewerGuests ?? null,
  series: event.series ? { id: event.series.id, rule: event.series.rule, summary: event.series.summary } : null,
});
