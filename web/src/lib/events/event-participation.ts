import { graphql } from '../../gql';

/** What joining or leaving (an event or its waitlist) changes on the event, for every cached list that shows it. */
export const EventParticipationFragment = graphql(`
  fragment EventParticipation on Event {
    id
    status
    currentParticipants
    maxParticipants
    isFull
    isJoined
    isWaitlisted
    waitlistPosition
    waitlistCount
    viewerGuests
  }
`);
