import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { notify } from '../notify';
import { clearSession } from './establish-session';
import { authOperationContext } from '../apollo/operation-context';
import { LogoutMutation } from './session-operations';
import { tokenStorage } from './token-storage';

/** Log out: revoke the refresh token (best effort), clear everything, say so, go home. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation, { context: authOperationContext });

  return useCallback(async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (refreshToken) {
      try {
        await logout({ variables: { refreshToken } });
      } catch (error) {
        console.warn('Logout request failed; clearing the local session anyway.', error);
      }
    }
    clearSession('logout');
    await client.clearStore();
    notify.info('Logged out successfully');
    await navigate(paths.landing, { replace: true });
  }, [client, logout, navigate]);
}
