import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { Page } from '../../kit/page';
import { AlertIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { Panel, PanelHeader } from '../../components/panel';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session/use-session';
import { AccessTokensQuery } from './access-tokens-query';
import { useCreateAccessToken, useRevokeAccessToken } from './api/use-access-token-actions';
import { GenerateTokenDialog } from './generate-token-dialog';
import { KeyIcon } from '../../components/access-token/key-icon';
import { TokenItem } from '../../components/access-token/token-item';
import { TokenSecretDialog } from './token-secret-dialog';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';
import { QueryState } from '../../kit/query-state';

const About = styled.div`
  display: grid;
  gap: ${space[2]};
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
  code {
    padding: ${space[0.5]} ${space[1.5]};
    border-radius: 6px;
    background: ${colors.sand100};
    color: ${colors.plum900};
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
    overflow-wrap: anywhere;
  }
  a { color: ${colors.plum700}; font-weight: ${fontWeights.semibold}; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Body = styled.div`
  margin-top: ${space[4]};
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2.5]};
  padding: ${space[10]} ${space[4]};
  color: ${colors.inkSoft};
`;

type Dialog = { kind: 'generate' } | { kind: 'secret'; name: string; secret: string } | null;

/**
 * Settings → Access tokens (/settings/tokens): her personal access tokens for scripts and integrations, newest first,
 * with Generate new token (the secret shown once) and Revoke (asks first).
 */
export function AccessTokensPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const { data, loading, error, refetch } = useQuery(AccessTokensQuery, { fetchPolicy: 'cache-and-network' });
  const { create, creating } = useCreateAccessToken();
  const { revoke, pendingId } = useRevokeAccessToken();
  const [confirmElement, confirm] = useConfirmDialog();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The one Generate button on screen (beside the heading, or in the empty state): focus goes there after a revoke.
  const generateRef = useRef<HTMLButtonElement>(null);

  const tokens = data?.accessTokens ?? [];
  const openGenerate = () => setDialog({ kind: 'generate' });
  const generateButton = (
    <Button ref={generateRef} type="button" onClick={openGenerate}>
      Generate new token
    </Button>
  );

  const askRevoke = async (token: { id: string; name: string }) => {
    const confirmed = await confirm({
      title: `Revoke ${token.name}?`,
      message: 'Scripts using it stop working within a second.',
      confirmLabel: 'Revoke',
      tone: 'danger',
    });
    // The revoked token's row (and its Revoke button, where the focus went back) leaves the list.
    if (confirmed && (await revoke(token.id)).ok) requestAnimationFrame(() => generateRef.current?.focus());
  };

  return (
    <Page $maxWidth="60rem">
      <PageHeading
        title="Access tokens"
        subtitle="Personal access tokens let scripts and integrations use the MomStride API as you, with the scopes you choose."
        action={data && tokens.length > 0 ? generateButton : undefined}
      />
      <Panel aria-labelledby="tokens-title" aria-busy={loading && !data ? true : undefined}>
        <PanelHeader icon={<KeyIcon />} id="tokens-title" title="Your tokens" />
        <About>
          <p>
            Send a token as <code>Authorization: Bearer msp_…</code> to the GraphQL API at <code>/graphql</code> or the REST
            API at <code>/api</code> (described at <a href="/api/openapi.json">/api/openapi.json</a>; see docs/api.md). Treat it
            like a password: anyone who has it can act as you within its scopes until it expires or you revoke it.
          </p>
        </About>
        <Body>
          <QueryState
            loading={loading}
            error={error}
            hasData={Boolean(data)}
            empty={tokens.length === 0}
            loadingLabel="Loading your tokens…"
            loadingView={
              <Loading role="status">
                <Spinner aria-hidden="true" /> Loading your tokens…
              </Loading>
            }
            failed={{ icon: <AlertIcon />, title: 'Your tokens could not be loaded', retryLabel: 'Try again' }}
            onRetry={refetch}
            emptyView={{
              icon: <KeyIcon />,
              title: 'No tokens yet',
              text: 'Generate a token for a script or an integration. You choose what it may do and how long it lasts.',
              action: generateButton,
            }}
          >
            <List aria-label="Access tokens">
              {tokens.map((token) => (
                <TokenItem key={token.id} token={token} busy={pendingId === token.id} onRevoke={(t) => void askRevoke(t)} />
              ))}
            </List>
          </QueryState>
        </Body>
      </Panel>
      {dialog?.kind === 'generate' ? (
        <GenerateTokenDialog
          isAdmin={isAdmin}
          busy={creating}
          onCreate={create}
          onCreated={(secret, name) => setDialog({ kind: 'secret', name, secret })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'secret' ? <TokenSecretDialog name={dialog.name} secret={dialog.secret} onClose={() => setDialog(null)} /> : null}
      {confirmElement}
    </Page>
  );
}
