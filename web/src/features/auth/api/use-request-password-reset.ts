import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { runMutation, type Outcome } from '../../../kit/outcome';
import { authOperationContext } from '../../../lib/session';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Ask for a reset link. The reply is not read (docs/product.md, The calls); a failure toasts the fixed message. */
export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation, { context: authOperationContext });
  const requestReset = useCallback(
    (email: string): Promise<Outcome> =>
      runMutation(() => mutate({ variables: { email } }), {
        failure: (error) => {
          console.warn('Password reset request failed', error);
          return 'An error occurred. Please try again.';
        },
      }),
    [mutate],
  );
  return { requestReset, loading };
}
