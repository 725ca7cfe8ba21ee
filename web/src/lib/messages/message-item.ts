import { graphql } from '../../gql';

/**
 * What every screen shows of one message (a thread bubble, a conversation's last message) and what the live
 * stream writes into the cache for a new one: one shape, so a message written once shows everywhere.
 */
export const MessageItemFragment = graphql(`
  fragment MessageItem on Message {
    id
    content
    createdAt
    readAt
    sender {
      id
    }
    recipient {
      id
    }
  }
`);
