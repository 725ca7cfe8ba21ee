import { z } from 'zod';
import { EventStatus, type RestEventFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/** An event as REST answers it (docs/product.md, Entities and fields, plus waitlist_count, is_joined, is_waitlisted; schema/openapi.json). */
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
});
