import { graphql } from '../../../gql';

/** The member's private calendar subscription (null until she makes one). */
export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      path
      createdAt
    }
  }
`);
