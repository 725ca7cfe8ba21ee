import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { notify, preloadToasts } from '../../../lib/notify';
import { authOperationContext, establishSession } from '../../../lib/session';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      accessToken
      refreshToken
      user {
        ...SessionUser
      }
    }
  }
`);

export type AuthResult = { success: true } | { success: false; message: string; error: unknown };

/** Sign in: store both tokens, set the user, toast 'Welcome back!'; on failure toast the server's message. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginMutation, { context: authOperationContext });
  const login = useCallback(
    async (input: { email: string; password: string }): Promise<AuthResult> => {
      preloadToasts(); // the reply toasts either way: fetch that code while the server checks
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('Empty login reply');
        establishSession(data.login);
        notify.success('Welcome back!');
        return { success: true };
      } catch (error) {
        const message = errorMessage(error, 'Login failed');
        notify.error(message);
        return { success: false, message, error };
      }
    },
    [mutate],
  );
  return { login, loading };
}
