import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** What the frame counts for her: unread messages (on the Messages link) and unread notifications (on the bell). */
export const FrameCountsQuery = graphql(`
  query FrameCounts {
    me {
      id
      unreadMessageCount
    }
    unreadNotificationCount
  }
`);

/**
 * Both figures, kept current by the cache: sending, opening a thread, reading a notification and the live stream all
 * update `User.unreadMessageCount` and `unreadNotificationCount`, so every place that shows them moves together.
 */
export function useFrameCounts(): { unreadMessages: number; unreadNotifications: number } {
  const { data } = useQuery(FrameCountsQuery);
  return { unreadMessages: data?.me.unreadMessageCount ?? 0, unreadNotifications: data?.unreadNotificationCount ?? 0 };
}
