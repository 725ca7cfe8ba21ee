import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { LogOutIcon, ShieldIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { clearSession } from '../../lib/session/establish-session';
import { colors, fontSizes, space } from '../../styles/theme';

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere {
      endedSessions
      revokedTokens
    }
  }
`);

const Text = styled.p`
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
  margin-bottom: ${space[3.5]};
`;

/**
 * "Sign out everywhere" on her profile: after a confirmation, every session of her account ends (every device and
 * browser, this one too) and all her personal access tokens are revoked; she then lands on the sign-in page.
 */
export function SignOutEverywherePanel() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [confirmElement, confirm] = useConfirmDialog();
  const [signOutEverywhere] = useMutation(SignOutEverywhereMutation);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const confirmed = await confirm({
      title: 'Sign out everywhere?',
      message:
        'Every session of your account ends — on every device and browser, this one too — and all your personal access tokens are revoked, so scripts using them stop working. You will sign in again with your password.',
      confirmLabel: 'Sign out everywhere',
      tone: 'danger',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { data } = await signOutEverywhere();
      const revoked = data?.signOutEverywhere.revokedTokens ?? 0;
      clearSession('logout');
      await client.clearStore();
      notify.info(`Signed out everywhere${revoked > 0 ? `; ${revoked} access ${revoked === 1 ? 'token' : 'tokens'} revoked` : ''}. Please sign in again.`);
      await navigate(paths.login, { replace: true });
    } catch (error) {
      setBusy(false);
      notify.error(errorMessage(error, 'Could not sign out everywhere'));
    }
  };

  return (
    <Panel aria-labelledby="sign-out-everywhere-title">
      <PanelHeader icon={<ShieldIcon />} id="sign-out-everywhere-title" title="Sessions & security" />
      <Text>Lost a phone, or think someone else knows your password or a token? End every session of your account at once and revoke all your access tokens.</Text>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void run()}>
        <LogOutIcon width={18} height={18} aria-hidden="true" /> Sign out everywhere
      </Button>
      {confirmElement}
    </Panel>
  );
}
