import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';

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
  const [pendingId, setPendingId] = useState<string | null>(null);
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
  const grant = useCallback(
    async (userId: string): Promise<boolean> => {
      setPendingId(userId);
      try {
        const { data } = await mutate({ variables: { userId } });
        notify.success(`User role updated to ${data?.grantAdminRequest.role ?? 'admin'}`);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, 'Failed to grant admin access'));
        return false;
      } finally {
        setPendingId(null);
      }
    },
    [mutate],
  );
  return { grant, pendingId };
}
