import { graphql } from '../../gql';

/** The most events the Admin Panel lists (the server gives at most 100): upcoming and active first. */
export const ADMIN_EVENTS_LIMIT = 100;

/** The Admin Panel Events tab's own query. */
export const AdminEventsQuery = graphql(`
  query AdminEvents($limit: Int!) {
    events(limit: $limit) {
      id
      ...AdminEventCard
    }
  }
`);

/** Who takes part in one event and who waits for a place (admins only), asked when the admin opens the list. */
export const AdminEventAttendeesQuery = graphql(`
  query AdminEventAttendees($id: ID!) {
    event(id: $id) {
      id
      participants {
        guests
        joinedAt
        promotedFromWaitlistAt
        user {
          id
          firstName
          lastName
          email
          profilePicture
        }
      }
      waitlist {
        guests
        position
        joinedAt
        user {
          id
          firstName
          lastName
          email
          profilePicture
        }
      }
    }
  }
`);
