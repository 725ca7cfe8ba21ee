import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorDetail } from '../../../lib/error-message';
import { runMutation, type Outcome } from '../../../kit/outcome';

/** The reply carries the goal (Complete when the server says so) and her summary as it now stands. */
const UpdateGoalProgressMutation = graphql(`
  mutation UpdateGoalProgress($id: ID!, $currentValue: Float!) {
    updateWellnessGoalProgress(id: $id, currentValue: $currentValue) {
      id
      ...GoalCard
      owner {
        id
        ...WellnessSummaryCards
      }
    }
  }
`);

/** Set a goal's progress (the toasts of docs/product.md, Error catalogue). */
export function useUpdateGoalProgress() {
  const [mutate, { loading }] = useMutation(UpdateGoalProgressMutation);
  const updateProgress = useCallback(
    async (id: string, currentValue: number): Promise<Outcome> =>
      runMutation(
        async () => {
          await mutate({ variables: { id, currentValue } });
        },
        { success: 'Progress updated!', failure: (error) => errorDetail(error, 'Failed to update progress') },
      ),
    [mutate],
  );
  return { updateProgress, updating: loading };
}
