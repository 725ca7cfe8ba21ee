import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { runMutation } from '../../../kit/outcome';

const BlockMemberMutation = graphql(`
  mutation BlockMember($userId: ID!) {
    blockMember(userId: $userId) {
      blockedAt
      user {
        id
      }
    }
  }
`);

const UnblockMemberMutation = graphql(`
  mutation UnblockMember($userId: ID!) {
    unblockMember(userId: $userId)
  }
`);

function setBlocked(cache: ApolloCache, partnerId: string, blocked: boolean): void {
  cache.modify<{ isBlockedByMe: boolean }>({
    id: cache.identify({ __typename: 'Conversation', id: partnerId }),
    fields: { isBlockedByMe: () => blocked },
  });
}

/**
 * After a block or unblock the open thread asks the server again, so a refetch that left before the change (the live
 * stream's first connection refetches what shows conversations) cannot leave the old state on screen.
 */
const REFETCH_THREAD = { refetchQueries: ['MessagesThread'], awaitRefetchQueries: true };

/** Block or unblock the partner of a conversation (no messages either way while blocked; she is not told). */
export function useBlockMember(partnerId: string) {
  const [block] = useMutation(BlockMemberMutation, { update: (cache) => setBlocked(cache, partnerId, true), ...REFETCH_THREAD });
  const [unblock] = useMutation(UnblockMemberMutation, { update: (cache) => setBlocked(cache, partnerId, false), ...REFETCH_THREAD });
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    await runMutation(action, { success, failure: (error) => errorMessage(error, failure) });
    setBusy(false);
  }, []);

  return {
    busy,
    block: () => run(() => block({ variables: { userId: partnerId } }), 'Member blocked', 'Failed to block member'),
    unblock: () => run(() => unblock({ variables: { userId: partnerId } }), 'Member unblocked', 'Failed to unblock member'),
  };
}
