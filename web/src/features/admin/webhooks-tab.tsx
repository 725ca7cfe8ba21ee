import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { AlertIcon, LinkIcon, SendIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { getFragmentData } from '../../gql';
import { AdminWebhookCardFragment, AdminWebhooksQuery } from './admin-webhooks-query';
import { useWebhookActions } from './api/use-webhook-actions';
import { WebhookCard, type AdminWebhook, type WebhookAction } from './webhook-card';
import { WebhookDialog, type WebhookDraft } from './webhook-dialog';
import { SecretDialog } from '../../components/secret-reveal';
import { colors, controlHeights, fontSizes, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[3]} ${space[6]};
  margin: -${space[1]} 0 ${space[4]};
`;

const Intro = styled.p`
  flex: 1 1 20rem;
  max-width: 46rem;
  color: ${colors.inkSoft};
  code { font-size: ${fontSizes.sm}; color: ${colors.plum800}; }
`;

const List = styled.ul`
  display: grid;
  gap: ${space[3.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddButton = styled(Button)`
  flex: none;
  min-height: ${controlHeights.sm};
  font-size: ${fontSizes.sm};
  white-space: nowrap;
`;

/** How often the list is asked again while a last delivery is under way. */
const LAST_DELIVERY_POLL_MS = 5000;

type Dialog = { kind: 'add' } | { kind: 'edit'; webhook: WebhookDraft } | { kind: 'secret'; url: string; secret: string } | null;

/**
 * Admin Panel → Webhooks (`?tab=webhooks`): the endpoints that get MomStride's events (member joined, event created or
 * cancelled, order placed, review posted) as signed JSON — add, edit, test, pause, rotate the secret, delete — and each
 * one's delivery log.
 */
export function WebhooksTab() {
  const [polling, setPolling] = useState(false);
  const { data, loading, error, refetch } = useScreenQuery('Failed to load webhooks', AdminWebhooksQuery, {
    fetchPolicy: 'cache-and-network',
    // While an endpoint's last delivery is under way (pending, retrying), the list is asked again now and then.
    pollInterval: polling ? LAST_DELIVERY_POLL_MS : 0,
  });
  const { pendingId, test, setEnabled, rotateSecret, dropOldSecret, deleteWebhook } = useWebhookActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirmElement, confirm] = useConfirmDialog();

  const webhooks = data?.webhookEndpoints ?? [];
  const underWay = webhooks.some((ref) => {
    const status = getFragmentData(AdminWebhookCardFragment, ref).lastDelivery?.status;
    return status === 'pending' || status === 'retrying';
  });
  useEffect(() => setPolling(underWay), [underWay]);

  const onAction = async (webhook: AdminWebhook, action: WebhookAction) => {
    switch (action) {
      case 'test':
        await test(webhook.id);
        return;
      case 'toggle':
        await setEnabled(webhook.id, !webhook.enabled);
        return;
      case 'edit':
        setDialog({ kind: 'edit', webhook: { id: webhook.id, url: webhook.url, description: webhook.description, events: webhook.events } });
        return;
      case 'rotate': {
        const confirmed = await confirm({
          title: 'Rotate the signing secret?',
          message: `Deliveries to ${webhook.url} will be signed with a new secret at once. The old one keeps signing too for 24 hours, so you can update your service meanwhile; if it leaked, stop it right after with "Stop now".`,
          confirmLabel: 'Rotate secret',
          tone: 'danger',
        });
        if (!confirmed) return;
        const secret = await rotateSecret(webhook.id);
        if (secret) setDialog({ kind: 'secret', url: webhook.url, secret });
        return;
      }
      case 'drop-old-secret':
        await dropOldSecret(webhook.id);
        return;
      case 'delete': {
        const confirmed = await confirm({
          title: 'Delete this webhook?',
          message: `${webhook.url} will get no more events, and its delivery log is deleted with it.`,
          confirmLabel: 'Delete webhook',
          tone: 'danger',
        });
        if (confirmed) await deleteWebhook(webhook.id);
        return;
      }
    }
  };

  return (
    <Panel aria-labelledby="webhooks-title">
      <PanelHeader icon={<SendIcon />} id="webhooks-title" title="Webhooks" />
      <Toolbar>
        <Intro>
          Send MomStride events to your own services. Each delivery is signed; see <code>docs/webhooks.md</code> for how to verify it.
        </Intro>
        {webhooks.length > 0 ? (
          <AddButton type="button" onClick={() => setDialog({ kind: 'add' })}>
            <LinkIcon aria-hidden="true" width={18} height={18} />
            Add endpoint
          </AddButton>
        ) : null}
      </Toolbar>
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        empty={webhooks.length === 0}
        loadingLabel="Loading webhooks…"
        loadingHeight={200}
        failed={{ icon: <AlertIcon />, title: 'Webhooks could not be loaded' }}
        onRetry={refetch}
        emptyView={{
          icon: <SendIcon />,
          title: 'No webhooks yet',
          text: 'Add an endpoint to have new members, walking events, orders and reviews sent to it as they happen.',
          action: (
            <Button type="button" onClick={() => setDialog({ kind: 'add' })}>
              Add endpoint
            </Button>
          ),
        }}
      >
        <List aria-label="Webhook endpoints">
        {webhooks.map((webhook) => (
          <WebhookCard key={webhook.id} webhook={webhook} busy={pendingId === webhook.id} onAction={(hook, action) => void onAction(hook, action)} />
        ))}
        </List>
      </QueryState>
      {dialog?.kind === 'add' ? <WebhookDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <WebhookDialog editing={dialog.webhook} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'secret' ? (
        <SecretDialog
          title="New signing secret"
          label="Signing secret"
          secret={dialog.secret}
          lead={`Deliveries to ${dialog.url} are signed with this secret from now on.`}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {confirmElement}
    </Panel>
  );
}
