import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';

const DeleteUserMutation = graphql(`
  mutation DeleteUser($userId: ID!) {
    deleteUser(userId: $userId)
  }
`);

interface UserListShape {
  total: number;
  users: readonly Reference[];
}

/** Delete a user (docs/product.md, Roles and permissions). She leaves every cached list at once and her cached record is dropped. */
export function useDeleteUser() {
  const [mutate] = useMutation(DeleteUserMutation);
  const { perform: deleteUser, pendingId } = useMemberAction({
    run: async (userId) => {
      await mutate({
        variables: { userId },
        update(cache, { data }) {
          if (!data?.deleteUser) return;
          const userRef = cache.identify({ __typename: 'User', id: userId });
          const isGone = (ref: Reference) => ref.__ref === userRef;
          cache.modify<{ adminUsers: UserListShape; pendingAdminRequests: readonly Reference[]; users: readonly Reference[] }>({
            id: 'ROOT_QUERY',
            fields: {
              adminUsers: (existing) => {
                const list = existing as unknown as UserListShape;
                const users = list.users.filter((ref) => !isGone(ref));
                return { ...list, users, total: list.total - (list.users.length - users.length) };
              },
              pendingAdminRequests: (existing = []) => existing.filter((ref) => !isGone(ref as Reference)),
              users: (existing = []) => existing.filter((ref) => !isGone(ref as Reference)),
            },
          });
          if (userRef) cache.evict({ id: userRef });
          cache.gc();
        },
      });
      return 'User deleted successfully';
    },
    // docs/product.md, Error catalogue: the server's detail only when it is a sentence, else the fallback.
    failure: (error) => errorMessage(error, 'Failed to delete user'),
  });
  return { deleteUser, pendingId };
}
