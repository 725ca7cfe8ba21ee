import type { ApolloClient } from '@apollo/client';
import { receiveMessage, receiveRead } from '../messages/receive';
import { onStreamEvent } from './stream-events';

/**
 * Keeps the Apollo cache in step with the stream: a `message` lands in its thread, moves its conversation to the
 * top of the lists and counts as unread; a `read` clears a conversation's unread count (she read it elsewhere) or
 * marks her messages seen (her partner read them). Every screen showing these fields follows without a reload.
 */
export function applyStreamToCache(client: ApolloClient, viewerId: string): () => void {
  const offMessage = onStreamEvent('message', (event) => {
    void receiveMessage(
      client,
      {
        id: event.id,
        senderId: event.sender_id,
        recipientId: event.recipient_id,
        content: event.content,
        createdAt: event.created_at,
        readAt: null,
      },
      viewerId,
    );
  });
  const offRead = onStreamEvent('read', (event) => void receiveRead(client, event.reader_id, event.partner_id, viewerId));
  return () => {
    offMessage();
    offRead();
  };
}
