import type { RestEventFragment } from '../gql/graphql.js';

/** An event as REST answers it (spec §3 plus api-additions.md's waitlist_count, is_joined, is_waitlisted). */
export const toEventJson = (event: RestEventFragment) => ({
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
