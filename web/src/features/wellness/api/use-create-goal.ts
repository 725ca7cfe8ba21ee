import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { WellnessGoalInput } from '../../../gql/graphql';
import { errorDetail, fieldErrors, type FieldError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';

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

export type CreateGoalResult = { ok: true } | { ok: false; fields: FieldError[] };

/** Create a goal (the toasts of docs/product.md, Error catalogue); the server's field problems come back for the form to show. */
export function useCreateGoal() {
  const [mutate, { loading }] = useMutation(CreateWellnessGoalMutation);
  const createGoal = useCallback(
    async (input: WellnessGoalInput): Promise<CreateGoalResult> => {
      try {
        await mutate({ variables: { input } });
        notify.success('Goal created successfully!');
        return { ok: true };
      } catch (error) {
        notify.error(errorDetail(error, 'Failed to create goal'));
        return { ok: false, fields: fieldErrors(error) };
      }
    },
    [mutate],
  );
  return { createGoal, creating: loading };
}
