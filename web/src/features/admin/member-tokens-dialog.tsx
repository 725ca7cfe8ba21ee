import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/error-message';
import { TokenItem } from '../../components/access-token/token-item';
import { colors, fontSizes } from '../../styles/theme';
import { runMutation } from '../../kit/outcome';

export const MemberAccessTokensQuery = graphql(`
  query MemberAccessTokens($userId: ID!) {
    memberAccessTokens(userId: $userId) {
      id
      ...AccessTokenItem
    }
  }
`);

export const RevokeMemberAccessTokenMutation = graphql(`
  mutation RevokeMemberAccessToken($userId: ID!, $id: ID!) {
    revokeMemberAccessToken(userId: $userId, id: $id) {
      id
    }
  }
`);

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
`;

/**
 * The Admin Panel's look at one member's personal access tokens (never their secrets): each with Revoke, after a
 * confirmation — for an account that may be compromised. The member is not told by this dialog; the token simply stops
 * working within a second.
 */
export function MemberTokensDialog({ user, onClose }: { user: { id: string; name: string }; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(MemberAccessTokensQuery, { variables: { userId: user.id }, fetchPolicy: 'network-only' });
  const [revokeToken] = useMutation(RevokeMemberAccessTokenMutation);
  const [confirmElement, confirm] = useConfirmDialog();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onRevoke = async (token: { id: string; name: string }) => {
    const ok = await confirm({
      title: `Revoke ${token.name}?`,
      message: `${user.name}'s scripts using this token stop working within a second.`,
      confirmLabel: 'Revoke',
      tone: 'danger',
    });
    if (!ok) return;
    setBusyId(token.id);
    await runMutation(
      async () => {
        await revokeToken({ variables: { userId: user.id, id: token.id } });
        await refetch();
      },
      { success: 'Token revoked', failure: (error) => errorMessage(error, 'Failed to revoke the token') },
    );
    setBusyId(null);
  };

  const tokens = data?.memberAccessTokens ?? [];
  return (
    <Modal title={`Access tokens of ${user.name}`} onClose={onClose} width={620}>
      {loading && !data ? (
        <Spinner aria-label="Loading tokens…" />
      ) : error ? (
        <Note role="alert">{errorMessage(error, 'The tokens could not be loaded')}</Note>
      ) : tokens.length === 0 ? (
        <Note>{user.name} has no access tokens.</Note>
      ) : (
        <List aria-label={`Access tokens of ${user.name}`}>
          {tokens.map((token) => (
            <TokenItem key={token.id} token={token} busy={busyId === token.id} onRevoke={(picked) => void onRevoke(picked)} />
          ))}
        </List>
      )}
      {confirmElement}
    </Modal>
  );
}
