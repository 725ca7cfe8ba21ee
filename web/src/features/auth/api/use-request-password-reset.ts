import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { notify } from '../../../lib/notify';
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
    async (email: string): Promise<boolean> => {
      try {
        await mutate({ variables: { email } });
        return true;
      } catch (error) {
        console.warn('Password reset request failed', error);
        notify.error('An error occurred. Please try again.');
        return false;
      }
    },
    [mutate],
  );
  return { requestReset, loading };
}
