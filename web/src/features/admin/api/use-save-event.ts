import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { EventInput, EventScope } from '../../../gql/graphql';
import { errorDetail } from '../../../lib/error-message';
import { runMutation, type Outcome } from '../../../kit/outcome';
import { AdminEventsQuery } from '../admin-events-query';

const CreateEventMutation = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      id
      ...AdminEventCard
    }
  }
`);

const UpdateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!, $scope: EventScope) {
    updateEvent(id: $id, input: $input, scope: $scope) {
      id
      ...AdminEventCard
    }
  }
`);

/** docs/product.md, Error catalogue, "Profile update and event save": the server's detail (one sentence, or the field problems joined with commas), else the fallback. */
const saveFailed = (error: unknown) => errorDetail(error, 'Failed to save event');

/** Create an event ("Event created successfully!"); the admin list is asked again, with the new walk in its place. */
export function useCreateEvent() {
  const [mutate, { loading }] = useMutation(CreateEventMutation, { refetchQueries: [AdminEventsQuery], awaitRefetchQueries: true });
  const createEvent = useCallback(
    (input: EventInput): Promise<Outcome> =>
      runMutation(() => mutate({ variables: { input } }), { success: 'Event created successfully!', failure: saveFailed }),
    [mutate],
  );
  return { createEvent, creating: loading };
}

/**
 * Edit an event, or a date of a recurring walk and the following ones (`scope`) ("Event updated successfully!"; beyond the first specification's "not yet implemented"). The reply updates the
 * event wherever it is cached; the admin list is asked again, since a new date can move it.
 */
export function useUpdateEvent() {
  const [mutate, { loading }] = useMutation(UpdateEventMutation, { refetchQueries: [AdminEventsQuery], awaitRefetchQueries: true });
  const updateEvent = useCallback(
    (id: string, input: EventInput, scope: EventScope = 'this_date'): Promise<Outcome> =>
      runMutation(() => mutate({ variables: { id, input, scope } }), { success: 'Event updated successfully!', failure: saveFailed }),
    [mutate],
  );
  return { updateEvent, updating: loading };
}
