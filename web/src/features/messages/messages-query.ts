import { graphql } from '../../gql';

/** Conversations per page of the list ("Show more conversations" asks for the next). */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** Messages per page of a thread: the newest first, older ones on scroll-up. */
export const THREAD_PAGE_SIZE = 30;

/** The conversation list: most recent first. */
export const MessagesConversationsQuery = graphql(`
  query MessagesConversations($limit: Int!, $offset: Int!) {
    conversations(limit: $limit, offset: $offset) {
      id
      ...ConversationSummary
    }
  }
`);

/**
 * One conversation with her newest messages (or those before `before`), also for a member she has not written
 * with yet (`?user=`: the partner's name and an empty thread).
 */
export const MessagesThreadQuery = graphql(`
  query MessagesThread($partnerId: ID!, $limit: Int!, $before: ID) {
    conversation(partnerId: $partnerId) {
      id
      isBlockedByMe
      ...ConversationSummary
      messages(limit: $limit, before: $before) {
        hasOlder
        messages {
          id
          ...MessageItem
        }
      }
    }
  }
`);
