import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { WellnessGoalInput } from '../../../gql/graphql';
import { errorDetail } from '../../../lib/error-message';
import { runMutation, type Outcome } from '../../../kit/outcome';

/** The reply carries her goals and summary as they now stand: the list, the cards and the dashboard follow from it. */
const CreateWellnessGoalMutation = graphql(`
  mutation CreateWellnessGoal($input: WellnessGoalInput!) {
    createWellnessGoal(input: $input) {
      id
      owner {
        id
        ...WellnessSummaryCards
        goals {
          id
          ...GoalCard
        }
      }
    }
  }
`);

/** Create a goal (the toasts of docs/product.md, Error catalogue); the server's field problems come back for the form to show. */
export function useCreateGoal() {
  const [mutate, { loading }] = useMutation(CreateWellnessGoalMutation);
  const createGoal = useCallback(
    (input: WellnessGoalInput): Promise<Outcome> =>
      runMutation(() => mutate({ variables: { input } }), { success: 'Goal created successfully!', failure: (error) => errorDetail(error, 'Failed to create goal') }),
    [mutate],
  );
  return { createGoal, creating: loading };
}
