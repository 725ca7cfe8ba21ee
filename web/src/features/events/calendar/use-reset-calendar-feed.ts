import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { CalendarFeedQuery } from './calendar-feed-query';
import { runMutation, type Outcome } from '../../../kit/outcome';

const ResetCalendarFeedMutation = graphql(`
  mutation ResetCalendarFeed {
    resetCalendarFeed {
      path
      createdAt
    }
  }
`);

/**
 * Makes the member's calendar link (`create`) or replaces it (`reset`: the old one stops working at once); the cached
 * calendarFeed becomes the new link. Toasts the outcome and resolves whether it worked.
 */
export function useResetCalendarFeed() {
  const [mutate, { loading }] = useMutation(ResetCalendarFeedMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CalendarFeedQuery, data: { calendarFeed: data.resetCalendarFeed } });
    },
  });
  const resetFeed = useCallback(
    async (kind: 'create' | 'reset'): Promise<Outcome> =>
      runMutation(
        async () => {
          await mutate();
        },
        { success: kind === 'create' ? 'Calendar link created' : 'Calendar link reset', failure: (error) => errorMessage(error, kind === 'create' ? 'Failed to create calendar link' : 'Failed to reset calendar link') },
      ),
    [mutate],
  );
  return { resetFeed, pending: loading };
}
