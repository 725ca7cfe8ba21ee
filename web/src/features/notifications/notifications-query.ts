import { graphql } from '../../gql';

/** One page of the list: the newest 20, then older ones with `before`. */
export const NOTIFICATION_PAGE_SIZE = 20;

export const NotificationListQuery = graphql(`
  query NotificationList($limit: Int!, $before: ID) {
    notifications(limit: $limit, before: $before) {
      id
      ...NotificationItem
    }
  }
`);

/** Only the id comes back: the cache marks it read itself, so it can tell whether the badge still has to drop. */
export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);
