import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useMemberAction } from '../../../lib/use-member-action';
import { errorMessage } from '../../../lib/error-message';

const LiftSuspensionMutation = graphql(`
  mutation LiftMemberSuspension($userId: ID!) {
    liftSuspension(userId: $userId) {
      id
      suspendedAt
    }
  }
`);

/** Lift a member's suspension (docs/product.md, "Reporting and moderation"): she can sign in again; her row follows. */
export function useLiftSuspension() {
  const [mutate] = useMutation(LiftSuspensionMutation);
  const { perform: lift, pendingId } = useMemberAction({
    run: async (userId) => {
      await mutate({ variables: { userId } });
      return 'Suspension lifted: she can sign in again';
    },
    failure: (error) => errorMessage(error, 'Failed to lift the suspension'),
  });
  return { lift, pendingId };
}
