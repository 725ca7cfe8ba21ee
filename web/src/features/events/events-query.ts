import { graphql } from '../../gql';

/** The most events the All Events tab lists (the server gives at most 100): upcoming and active first. */
export const EVENTS_LIST_LIMIT = 100;

/** The /events route's query: every event (All Events) and the viewer's unread notices about events. */
export const EventsPageQuery = graphql(`
  query EventsPage($limit: Int!) {
    events(limit: $limit) {
      id
      ...EventCard
    }
    eventNotices(unreadOnly: true) {
      id
      ...EventNoticeItem
    }
  }
`);

/** The My Events tab's query: the events the viewer joined, every status. */
export const MyEventsQuery = graphql(`
  query MyEvents {
    myEvents {
      id
      ...EventCard
    }
  }
`);
