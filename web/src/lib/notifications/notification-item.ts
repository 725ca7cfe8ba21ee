import { graphql } from '../../gql';

/**
 * What the notification list shows of one notification, and what the live stream writes into the cache: one shape,
 * so a notification written once shows everywhere.
 */
export const NotificationItemFragment = graphql(`
  fragment NotificationItem on Notification {
    id
    kind
    text
    link
    createdAt
    readAt
    actor {
      id
      firstName
      lastName
      profilePicture
    }
  }
`);
