import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';

const SetUserRoleMutation = graphql(`
  mutation SetUserRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
      hasPendingAdminRequest
    }
  }
`);

/** Change another user's role (spec §4). The user's cached role follows; a granted request leaves the pending list. */
export function useSetUserRole() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [mutate] = useMutation(SetUserRoleMutation, {
    update(cache, { data }) {
      if (!data || data.setUserRole.hasPendingAdminRequest) return;
      const id = data.setUserRole.id;
      cache.modify<{ pendingAdminRequests: readonly Reference[] }>({
        id: 'ROOT_QUERY',
        fields: { pendingAdminRequests: (existing = [], { readField }) => existing.filter((ref) => readField('id', ref) !== id) },
      });
    },
  });
  const setUserRole = useCallback(
    async (userId: string, role: Role): Promise<boolean> => {
      setPendingId(userId);
      try {
        await mutate({ variables: { userId, role } });
        notify.success(`User role updated to ${role}`);
        return true;
      } catch (error) {
        console.warn('Role change failed', error);
        notify.error('Failed to update user role');
        return false;
      } finally {
        setPendingId(null);
      }
    },
    [mutate],
  );
  return { setUserRole, pendingId };
}
