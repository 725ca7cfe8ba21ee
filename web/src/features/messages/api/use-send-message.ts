import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { applyNewMessage } from '../../../lib/messages/message-cache';
import { MessageItemFragment } from '../../../lib/messages/message-item';
import { receiveMessage } from '../../../lib/messages/receive';
import { notify } from '../../../lib/notify';
import { outgoingMessages, type OutgoingMessage } from '../outgoing-messages';

const SendMessageMutation = graphql(`
  mutation SendMessage($recipientId: ID!, $content: String!) {
    sendMessage(recipientId: $recipientId, content: $content) {
      id
      ...MessageItem
    }
  }
`);

/**
 * Send to one partner, optimistically: the message shows at once as sending; the server's reply takes its place in
 * the thread, the lists and the counts (one cache update, the same the live stream makes). On failure it stays,
 * marked not sent with Retry, and the toast says why (docs/product.md, Error catalogue: the server's detail, else "Failed to send message").
 */
export function useSendMessage(viewerId: string, partnerId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(SendMessageMutation);

  const deliver = useCallback(
    async (message: OutgoingMessage) => {
      try {
        await mutate({
          variables: { recipientId: partnerId, content: message.content },
          update(cache, { data }) {
            // In the same update as the real message, so the two never show together.
            outgoingMessages.remove(viewerId, partnerId, message.key);
            if (!data) return;
            const sent = getFragmentData(MessageItemFragment, data.sendMessage);
            const live = { id: sent.id, senderId: sent.sender.id, recipientId: sent.recipient.id, content: sent.content, createdAt: sent.createdAt, readAt: sent.readAt ?? null };
            if (!applyNewMessage(cache, live, viewerId)) queueMicrotask(() => void receiveMessage(client, live, viewerId));
          },
        });
      } catch (error) {
        outgoingMessages.setStatus(viewerId, partnerId, message.key, 'failed');
        notify.error(errorMessage(error, 'Failed to send message'));
      }
    },
    [client, mutate, partnerId, viewerId],
  );

  const send = useCallback(
    (content: string) => deliver(outgoingMessages.add(viewerId, partnerId, content.trim())),
    [deliver, partnerId, viewerId],
  );

  const retry = useCallback(
    (message: OutgoingMessage) => {
      outgoingMessages.setStatus(viewerId, partnerId, message.key, 'sending');
      return deliver({ ...message, status: 'sending' });
    },
    [deliver, partnerId, viewerId],
  );

  const discard = useCallback((message: OutgoingMessage) => outgoingMessages.remove(viewerId, partnerId, message.key), [partnerId, viewerId]);

  return { send, retry, discard };
}
