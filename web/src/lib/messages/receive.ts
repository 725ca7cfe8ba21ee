import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { applyConversationRead, applyNewMessage, applyPartnerRead, moveConversationToFront, partnerOf, type LiveMessage } from './message-cache';

/** A conversation the cache does not know yet (a member who never wrote before), with her new totals. */
const LiveConversationQuery = graphql(`
  query LiveConversation($partnerId: ID!) {
    conversation(partnerId: $partnerId) {
      id
      ...ConversationSummary
    }
    me {
      id
      unreadMessageCount
      conversationCount
    }
  }
`);

/** Her unread total, when a read elsewhere touched a conversation this tab has not loaded. */
const LiveUnreadCountQuery = graphql(`
  query LiveUnreadCount {
    me {
      id
      unreadMessageCount
    }
  }
`);

/**
 * A new message to or from her into every screen: applied to the cache at once, or — for a conversation the cache
 * does not hold yet — that conversation and her totals are fetched (they then count the message already).
 */
export async function receiveMessage(client: ApolloClient, message: LiveMessage, viewerId: string): Promise<void> {
  if (applyNewMessage(client.cache, message, viewerId)) return;
  const partnerId = partnerOf(message, viewerId);
  try {
    await client.query({ query: LiveConversationQuery, variables: { partnerId }, fetchPolicy: 'network-only' });
    moveConversationToFront(client.cache, partnerId);
  } catch (error) {
    console.warn('Could not load the conversation of a new message.', error);
  }
}

/**
 * `readerId` read what `partnerId` sent her. She read (here or on another device): that conversation's unread count
 * and her total drop. Her partner read: her messages there show as seen.
 */
export async function receiveRead(client: ApolloClient, readerId: string, partnerId: string, viewerId: string): Promise<void> {
  if (readerId !== viewerId) {
    if (partnerId === viewerId) applyPartnerRead(client.cache, readerId, viewerId, new Date().toISOString());
    return;
  }
  if (applyConversationRead(client.cache, partnerId, viewerId)) return;
  try {
    await client.query({ query: LiveUnreadCountQuery, fetchPolicy: 'network-only' });
  } catch (error) {
    console.warn('Could not refresh the unread count.', error);
  }
}
