import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { EventParticipationFragment } from '../../../lib/events/event-participation';
import { useMemberAction } from '../../../lib/use-member-action';

const JoinEventWaitlistMutation = graphql(`
  mutation JoinEventWaitlist($eventId: ID!, $guests: Int) {
    joinEventWaitlist(eventId: $eventId, guests: $guests) {
      ...EventParticipation
    }
  }
`);

const LeaveEventWaitlistMutation = graphql(`
  mutation LeaveEventWaitlist($eventId: ID!) {
    leaveEventWaitlist(eventId: $eventId) {
      ...EventParticipation
    }
  }
`);

/** Join and leave the waitlist of a full event; the reply carries her place in line. */
export function useEventWaitlist() {
  const [joinMutation] = useMutation(JoinEventWaitlistMutation);
  const [leaveMutation] = useMutation(LeaveEventWaitlistMutation);
  const joining = useMemberAction({
    run: async (eventId, guests?: number) => {
      const { data } = await joinMutation({ variables: { eventId, guests: guests ?? null } });
      const position = data ? getFragmentData(EventParticipationFragment, data.joinEventWaitlist).waitlistPosition : null;
      return position ? `You’re #${position} on the waitlist` : 'Added to the waitlist';
    },
    failure: (error) => errorMessage(error, 'Failed to join waitlist'),
  });
  const leaving = useMemberAction({
    run: async (eventId) => {
      await leaveMutation({ variables: { eventId } });
      return 'You left the waitlist';
    },
    failure: (error) => errorMessage(error, 'Failed to leave waitlist'),
  });
  return { joinWaitlist: joining.perform, leaveWaitlist: leaving.perform, pendingId: joining.pendingId ?? leaving.pendingId };
}
