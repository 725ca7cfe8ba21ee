import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { errorMessage } from '../error-message';
import { runMutation, type Outcome } from '../../kit/outcome';

const JoinEventMutation = graphql(`
  mutation JoinEvent($eventId: ID!, $guests: Int) {
    joinEvent(eventId: $eventId, guests: $guests) {
      ...EventParticipation
    }
  }
`);

/** The event's participation as the server has it now: asked again after a refused join (it filled up meanwhile). */
const EventParticipationQuery = graphql(`
  query EventParticipation($eventId: ID!) {
    event(id: $eventId) {
      ...EventParticipation
    }
  }
`);

/**
 * Join an event (with `guests`: 0..its guest limit; absent keeps hers) and say how it went (the toasts of docs/product.md, Error catalogue; the server's detail on failure). The reply updates the event
 * wherever it is cached; the viewer's cached My Events list is dropped so it is asked again. A refused join (it
 * filled up meanwhile) refreshes the event, so its card shows Full.
 */
export async function joinEvent(client: ApolloClient, eventId: string, guests?: number): Promise<Outcome> {
  const outcome = await runMutation(
    () =>
      client.mutate({
        mutation: JoinEventMutation,
        variables: { eventId, guests: guests ?? null },
        update(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEvents' });
          cache.gc();
        },
      }),
    { success: 'Successfully joined event!', failure: (error) => errorMessage(error, 'Failed to join event') },
  );
  if (!outcome.ok) {
    client.query({ query: EventParticipationQuery, variables: { eventId }, fetchPolicy: 'network-only' }).catch((refreshError: unknown) => {
      console.warn('Refreshing the event after a failed join failed', refreshError);
    });
  }
  return outcome;
}
