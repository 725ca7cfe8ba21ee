import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';

const LeaveEventMutation = graphql(`
  mutation LeaveEvent($eventId: ID!) {
    leaveEvent(eventId: $eventId) {
      ...EventParticipation
    }
  }
`);

/** Leave an upcoming event (the toasts of docs/product.md, Error catalogue). The event updates where it is cached; My Events is asked again. */
export function useLeaveEvent() {
  const [mutate] = useMutation(LeaveEventMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEvents' });
      cache.gc();
    },
  });
  const { perform: leave, pendingId } = useMemberAction({
    run: async (eventId) => {
      await mutate({ variables: { eventId } });
      return 'Successfully left event!';
    },
    failure: (error) => errorMessage(error, 'Failed to leave event'),
  });
  return { leave, pendingId };
}
