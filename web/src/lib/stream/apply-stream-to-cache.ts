import type { ApolloClient } from '@apollo/client';
import { receiveMessage, receiveRead } from '../messages/receive';
import { applyAllNotificationsRead, applyStreamNotification } from '../notifications/notification-cache';
import { onStreamEvent } from './stream-events';
import { applyReplayable } from '../apollo/stream-replay';

/**
 * Keeps the Apollo cache in step with the stream: a `message` lands in its thread, moves its conversation to the
 * top of the lists and counts as unread; a `read` clears a conversation's unread count (she read it elsewhere) or
 * marks her messages seen (her partner read them); a `notification` lands first in her list with the bell's count, and
 * `notifications_read` shows them read. Every screen showing these fields follows without a reload.
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
  const offNotification = onStreamEvent('notification', (event) =>
    applyReplayable(client.cache, () => applyStreamNotification(client.cache, event.notification, event.unread_count)),
  );
  const offAllRead = onStreamEvent('notifications_read', (event) =>
    applyReplayable(client.cache, () => applyAllNotificationsRead(client.cache, event.read_at, event.unread_count)),
  );
  return () => {
    offMessage();
    offRead();
    offNotification();
    offAllRead();
  };
}
