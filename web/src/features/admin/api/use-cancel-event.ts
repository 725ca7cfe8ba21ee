import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';

const CancelEventMutation = graphql(`
  mutation CancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      id
      ...AdminEventCard
    }
  }
`);

/** Cancel an event (its participants and waitlisted members are told by the server). The card shows Cancelled. */
export function useCancelEvent() {
  const [mutate] = useMutation(CancelEventMutation);
  const { perform: cancelEvent, pendingId } = useMemberAction({
    run: async (id) => {
      await mutate({ variables: { id } });
      return 'Event cancelled';
    },
    failure: (error) => errorMessage(error, 'Failed to cancel event'),
  });
  return { cancelEvent, pendingId };
}
