import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { runMutation, type Outcome } from '../../../kit/outcome';

const MarkEventNoticesReadMutation = graphql(`
  mutation MarkEventNoticesRead($ids: [ID!]) {
    markEventNoticesRead(ids: $ids)
  }
`);

/** Dismiss a notice: it is marked read on the server and leaves the cached notice lists. */
export function useDismissEventNotice() {
  const [mutate] = useMutation(MarkEventNoticesReadMutation);
  return useCallback(
    (noticeId: string): Promise<Outcome> =>
      runMutation(
        () =>
          mutate({
            variables: { ids: [noticeId] },
            update(cache) {
              cache.modify<{ eventNotices: readonly Reference[] }>({
                id: 'ROOT_QUERY',
                fields: { eventNotices: (existing = [], { readField }) => existing.filter((ref) => readField('id', ref) !== noticeId) },
              });
            },
          }),
        { failure: (error) => errorMessage(error, 'Failed to dismiss notice') },
      ),
    [mutate],
  );
}
