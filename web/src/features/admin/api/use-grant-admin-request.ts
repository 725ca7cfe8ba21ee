import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';

const GrantAdminRequestMutation = graphql(`
  mutation GrantAdminRequest($userId: ID!) {
    grantAdminRequest(userId: $userId) {
      id
      role
      hasPendingAdminRequest
    }
  }
`);

/** Grant a pending Organization Admin request: she becomes an admin and leaves the pending list. */
export function useGrantAdminRequest() {
  const [mutate] = useMutation(GrantAdminRequestMutation, {
    update(cache, { data }) {
      if (!data) return;
      const id = data.grantAdminRequest.id;
      cache.modify<{ pendingAdminRequests: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: { pendingAdminRequests: (existing = [], { readField }) => existing.filter((ref) => readField('id', ref) !== id) },
      });
    },
  });
  const { perform: grant, pendingId } = useMemberAction({
    run: async (userId) => {
      const { data } = await mutate({ variables: { userId } });
      return `User role updated to ${data?.grantAdminRequest.role ?? 'admin'}`;
    },
    failure: (error) => errorMessage(error, 'Failed to grant admin access'),
  });
  return { grant, pendingId };
}
