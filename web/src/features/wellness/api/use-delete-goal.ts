import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { WellnessPageQuery } from '../wellness-query';
import { runMutation, type Outcome } from '../../../kit/outcome';

const DeleteWellnessGoalMutation = graphql(`
  mutation DeleteWellnessGoal($id: ID!) {
    deleteWellnessGoal(id: $id)
  }
`);

/**
 * Delete one of her goals (beyond the first specification). The goal leaves the cache at once (and with it every list that held
 * it); the reply is only true, so the page asks for her summary again before this reports success.
 */
export function useDeleteGoal() {
  const [mutate] = useMutation(DeleteWellnessGoalMutation, { refetchQueries: [WellnessPageQuery], awaitRefetchQueries: true });
  const deleteGoal = useCallback(
    async (id: string): Promise<Outcome> =>
      runMutation(
        async () => {
          await mutate({
            variables: { id },
            update(cache, { data }) {
              if (!data?.deleteWellnessGoal) return;
              cache.evict({ id: cache.identify({ __typename: 'WellnessGoal', id }) });
              cache.gc();
            },
          });
        },
        { success: 'Goal deleted', failure: (error) => errorMessage(error, 'Failed to delete goal') },
      ),
    [mutate],
  );
  return { deleteGoal };
}
