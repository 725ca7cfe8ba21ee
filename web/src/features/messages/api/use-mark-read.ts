import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { applyConversationRead } from '../../../lib/messages/message-cache';

const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($partnerId: ID!) {
    markConversationRead(partnerId: $partnerId) {
      id
    }
  }
`);

/**
 * Opening a thread reads it: the badges clear at once (the conversation's and her total on the navigation), and the
 * server marks the partner's messages read (which tells her other devices and her partner over the stream).
 */
export function useMarkRead(viewerId: string) {
  const client = useApolloClient();
  const [mutate] = useMutation(MarkConversationReadMutation);
  return useCallback(
    (partnerId: string) => {
      applyConversationRead(client.cache, partnerId, viewerId);
      mutate({ variables: { partnerId } }).catch((error: unknown) => {
        console.warn('Marking the conversation read failed.', error);
      });
    },
    [client, mutate, viewerId],
  );
}
