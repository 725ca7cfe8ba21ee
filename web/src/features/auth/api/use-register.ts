import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { notify, preloadToasts } from '../../../lib/notify';
import { authOperationContext, establishSession } from '../../../lib/session';
import type { AuthResult } from './use-login';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      accessToken
      refreshToken
      user {
        ...SessionUser
      }
    }
  }
`);

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  password: string;
}

export const PENDING_ADMIN_MESSAGE =
  'Your Organization Admin request is awaiting approval by an organization admin. Until then you have a Community Member account.';

/** Create the account (confirmPassword is never sent), sign in, toast 'Welcome to MomStride!'. */
export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterMutation, { context: authOperationContext });
  const register = useCallback(
    async (input: RegisterInput): Promise<AuthResult> => {
      preloadToasts(); // the reply toasts either way: fetch that code while the server checks
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('Empty register reply');
        const user = establishSession(data.register);
        notify.success('Welcome to MomStride!');
        if (user.hasPendingAdminRequest) notify.info(PENDING_ADMIN_MESSAGE);
        return { success: true };
      } catch (error) {
        const message = errorMessage(error, 'Registration failed');
        notify.error(message);
        return { success: false, message, error };
      }
    },
    [mutate],
  );
  return { register, loading };
}
