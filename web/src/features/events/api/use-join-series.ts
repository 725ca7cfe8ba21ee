import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { useMemberAction } from '../../../lib/use-member-action';

const JoinEventSeriesMutation = graphql(`
  mutation JoinEventSeries($eventId: ID!, $guests: Int) {
    joinEventSeries(eventId: $eventId, guests: $guests) {
      joined {
        ...EventParticipation
      }
      waitlisted {
        ...EventParticipation
      }
    }
  }
`);

/** "Joined 6 dates", "… and the waitlist of 1 full date". */
export function seriesJoinedText(joined: number, waitlisted: number): string {
  const dates = (count: number) => `${count} ${count === 1 ? 'date' : 'dates'}`;
  const full = waitlisted > 0 ? `, and the waitlist of ${waitlisted === 1 ? '1 full date' : `${waitlisted} full dates`}` : '';
  return `Joined ${dates(joined)}${full}`;
}

/**
 * Join every upcoming date of a recurring walk with her guests (docs/product.md, Recurring walks): a place where her
 * party fits, the waitlist where a date is full. Each date updates where it is cached; My Events is asked again.
 */
export function useJoinSeries() {
  const [mutate] = useMutation(JoinEventSeriesMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEvents' });
      cache.gc();
    },
  });
  const { perform: joinSeries, pendingId } = useMemberAction({
    run: async (eventId, guests: number) => {
      const { data } = await mutate({ variables: { eventId, guests } });
      return seriesJoinedText(data?.joinEventSeries.joined.length ?? 0, data?.joinEventSeries.waitlisted.length ?? 0);
    },
    failure: (error) => errorMessage(error, 'Failed to join the walks'),
  });
  return { joinSeries, pendingId };
}
