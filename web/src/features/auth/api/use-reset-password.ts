import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { authOperationContext } from '../../../lib/session';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

export const RESET_FALLBACK_MESSAGE = 'Invalid or expired reset link. Please request a new one.';

/** Set a new password with the mailed token; on failure the server's message, else the fallback of docs/product.md, Error catalogue. */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation, { context: authOperationContext });
  const resetPassword = useCallback(
    async (input: { token: string; newPassword: string }): Promise<{ ok: true } | { ok: false; message: string }> => {
      try {
        const { data } = await mutate({ variables: input });
        if (!data?.resetPassword) return { ok: false, message: RESET_FALLBACK_MESSAGE };
        return { ok: true };
      } catch (error) {
        return { ok: false, message: errorMessage(error, RESET_FALLBACK_MESSAGE) };
      }
    },
    [mutate],
  );
  return { resetPassword, loading };
}
