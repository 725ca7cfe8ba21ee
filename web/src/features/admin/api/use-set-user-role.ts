import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { useMemberAction } from '../../../lib/use-member-action';

const SetUserRoleMutation = graphql(`
  mutation SetUserRole($userId: ID!, $role: Role!) {
    setUserRole(userId: $userId, role: $role) {
      id
      role
      hasPendingAdminRequest
    }
  }
`);

/** Change another user's role (docs/product.md, States and transitions). The user's cached role follows; a granted request leaves the pending list. */
export function useSetUserRole() {
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
  const { perform: setUserRole, pendingId } = useMemberAction({
    run: async (userId, role: Role) => {
      await mutate({ variables: { userId, role } });
      return `User role updated to ${role}`;
    },
    failure: (error) => {
      console.warn('Role change failed', error);
      return 'Failed to update user role';
    },
  });
  return { setUserRole, pendingId };
}
