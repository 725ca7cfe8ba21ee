import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Her unread messages in every conversation: the figure on the navigation's Messages link. */
export const UnreadMessagesQuery = graphql(`
  query UnreadMessages {
    me {
      id
      unreadMessageCount
    }
  }
`);

/**
 * The unread total, kept current by the cache: sending, opening a thread and the live stream all update
 * `User.unreadMessageCount`, so every place that shows it moves together.
 */
export function useUnreadMessageCount(): number {
  const { data } = useQuery(UnreadMessagesQuery);
  return data?.me.unreadMessageCount ?? 0;
}
