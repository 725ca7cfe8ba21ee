import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import {
  AdminWebhooksQuery,
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  SendWebhookTestMutation,
  UpdateWebhookEndpointMutation,
  WebhookDeliveriesQuery,
} from '../admin-webhooks-query';
import { testOutcomeMessage } from '../webhook-labels';

/** Register an endpoint; resolves the signing secret (shown once). Field problems reach the caller (the dialog shows them). */
export function useCreateWebhook() {
  const [mutate, { loading }] = useMutation(CreateWebhookEndpointMutation, { refetchQueries: [AdminWebhooksQuery], awaitRefetchQueries: true });
  const createWebhook = useCallback(
    async (input: CreateWebhookEndpointInput): Promise<string> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('No answer from the server');
      return data.createWebhookEndpoint.secret;
    },
    [mutate],
  );
  return { createWebhook, creating: loading };
}

/** Change an endpoint's URL, description or events; the card follows from the cache. */
export function useUpdateWebhook() {
  const [mutate, { loading }] = useMutation(UpdateWebhookEndpointMutation);
  const updateWebhook = useCallback(
    async (id: string, input: UpdateWebhookEndpointInput): Promise<void> => {
      await mutate({ variables: { id, input } });
    },
    [mutate],
  );
  return { updateWebhook, updating: loading };
}

/**
 * The actions on one endpoint's card: send a test, enable or disable, rotate the secret (and end the old one's
 * overlap), delete. One at a time per list
 * (`pendingId`: the endpoint busy, for its card's spinner); each toasts its outcome.
 */
export function useWebhookActions() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [sendTest] = useMutation(SendWebhookTestMutation, { refetchQueries: [AdminWebhooksQuery, WebhookDeliveriesQuery] });
  const [update] = useMutation(UpdateWebhookEndpointMutation);
  const [rotate] = useMutation(RotateWebhookSecretMutation);
  const [remove] = useMutation(DeleteWebhookEndpointMutation, {
    update(cache, { data }) {
      const id = data?.deleteWebhookEndpoint;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
      cache.gc();
    },
  });

  const busy = useCallback(async <T,>(id: string, work: () => Promise<T>, failure: string): Promise<T | null> => {
    setPendingId(id);
    try {
      return await work();
    } catch (error) {
      notify.error(errorMessage(error, failure));
      return null;
    } finally {
      setPendingId(null);
    }
  }, []);

  const test = useCallback(
    (id: string) =>
      busy(
        id,
        async () => {
          const { data } = await sendTest({ variables: { id } });
          if (!data) throw new Error('No answer from the server');
          const outcome = testOutcomeMessage(data.sendWebhookTest);
          if (outcome.ok) notify.success(outcome.message);
          else notify.error(outcome.message);
          return outcome.ok;
        },
        'Test failed: the test could not be sent',
      ),
    [busy, sendTest],
  );

  const setEnabled = useCallback(
    (id: string, enabled: boolean) =>
      busy(
        id,
        async () => {
          await update({ variables: { id, input: { enabled } } });
          notify.success(enabled ? 'Webhook enabled' : 'Webhook disabled: no more deliveries until you enable it');
          return true;
        },
        enabled ? 'Failed to enable the webhook' : 'Failed to disable the webhook',
      ),
    [busy, update],
  );

  /** Resolves the new secret (shown once), or null when it failed. */
  const rotateSecret = useCallback(
    (id: string) =>
      busy(
        id,
        async () => {
          const { data } = await rotate({ variables: { id } });
          if (!data) throw new Error('No answer from the server');
          return data.rotateWebhookSecret.secret;
        },
        'Failed to rotate the secret',
      ),
    [busy, rotate],
  );

  /** Ends a rotation's overlap: the replaced secret stops signing now. */
  const dropOldSecret = useCallback(
    (id: string) =>
      busy(
        id,
        async () => {
          await update({ variables: { id, input: { dropPreviousSecret: true } } });
          notify.success('The old secret no longer signs deliveries');
          return true;
        },
        'Failed to stop the old secret',
      ),
    [busy, update],
  );

  const deleteWebhook = useCallback(
    (id: string) =>
      busy(
        id,
        async () => {
          await remove({ variables: { id } });
          notify.success('Webhook deleted');
          return true;
        },
        'Failed to delete the webhook',
      ),
    [busy, remove],
  );

  return { pendingId, test, setEnabled, rotateSecret, dropOldSecret, deleteWebhook };
}
