import { useMutation } from '@apollo/client/react';
import type { EventScope } from '../../../gql/graphql';
import { AdminEventsQuery } from '../admin-events-query';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';

const CancelEventMutation = graphql(`
  mutation CancelEvent($id: ID!, $scope: EventScope) {
    cancelEvent(id: $id, scope: $scope) {
      id
      ...AdminEventCard
    }
  }
`);

/**
 * Cancel an event, or a date of a recurring walk and the following ones (its participants and waitlisted members are
 * told by the server). The card shows Cancelled; with following dates the admin list is asked again.
 */
export function useCancelEvent() {
  const [mutate] = useMutation(CancelEventMutation);
  const { perform: cancelEvent, pendingId } = useMemberAction({
    run: async (id, scope: EventScope = 'this_date') => {
      await mutate({ variables: { id, scope }, ...(scope === 'this_and_following' ? { refetchQueries: [AdminEventsQuery] } : {}) });
      return scope === 'this_and_following' ? 'This and the following dates are cancelled' : 'Event cancelled';
    },
    failure: (error) => errorMessage(error, 'Failed to cancel event'),
  });
  return { cancelEvent, pendingId };
}
