import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { BellIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { Spinner } from '../../../components/spinner';
import { StatusLine } from '../../../components/status-line';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { colors, space } from '../../../styles/theme';
import { currentSubscription, deviceLabel, pushSupported, subscribe } from './push-browser';
import { PushDevicesQuery, RegisterPushDeviceMutation, RemovePushDeviceMutation, SendTestPushMutation } from './push-query';

/** What push is on this device: it cannot, she blocked it, it is off, or on. */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const Explain = styled.p`
  color: ${colors.inkSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2.5]};
`;

const STATE_TEXT: Record<Exclude<PushState, 'checking'>, string> = {
  unsupported: 'This browser cannot show push notifications. On an iPhone, add MomStride to your Home Screen first (Share, then Add to Home Screen).',
  blocked: 'Notifications are blocked for MomStride in this browser. Allow them in the site settings (the icon beside the address), then come back here.',
  off: 'Push notifications are off on this device.',
  on: 'Push notifications are on on this device.',
};

/** The browser could, but this server has no push keys. */
const SERVER_OFF_TEXT = 'Push notifications are not available on this server.';

/**
 * "Push notifications on this device": turn Web Push on (she allows notifications, the browser subscribes with the
 * server's key, the subscription is registered for her) or off, and send herself a test. Which notifications are
 * pushed is chosen per type with the other channels.
 */
export function PushSection() {
  const { data, loading, refetch } = useQuery(PushDevicesQuery, { fetchPolicy: 'cache-and-network' });
  const [register] = useMutation(RegisterPushDeviceMutation);
  const [remove] = useMutation(RemovePushDeviceMutation);
  const [sendTest, { loading: testing }] = useMutation(SendTestPushMutation);
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | null>(() => (pushSupported() ? Notification.permission : null));
  const publicKey = data?.pushPublicKey ?? null;

  const look = useCallback(async () => {
    if (!pushSupported()) return setEndpoint(null);
    setEndpoint((await currentSubscription().catch(() => null))?.endpoint ?? null);
  }, []);
  useEffect(() => {
    void look();
  }, [look]);

  const registered = endpoint ? (data?.myPushDevices ?? []).some((device) => device.endpoint === endpoint) : false;
  const state: PushState =
    !pushSupported() || (!loading && !publicKey)
      ? 'unsupported'
      : permission === 'denied'
        ? 'blocked'
        : endpoint === undefined || (loading && !data)
          ? 'checking'
          : registered && permission === 'granted'
            ? 'on'
            : 'off';

  const turnOn = async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
      const subscription = (await subscribe(publicKey)).toJSON();
      if (!subscription.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) throw new Error('The browser gave no push subscription');
      await register({
        variables: { input: { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, device: deviceLabel() } },
      });
      setEndpoint(subscription.endpoint);
      await refetch();
      notify.success('Push notifications are on for this device.');
    } catch (error) {
      notify.error(errorMessage(error, 'Could not turn on push notifications. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove({ variables: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setEndpoint(null);
      await refetch();
      notify.success('Push notifications are off for this device.');
    } catch (error) {
      notify.error(errorMessage(error, 'Could not turn off push notifications. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    try {
      const { data: answer } = await sendTest();
      const sent = answer?.sendTestPush.sent ?? 0;
      if (sent > 0) notify.success(sent === 1 ? 'Test notification sent.' : `Test notification sent to ${sent} devices.`);
      else notify.error('The test notification could not be delivered. Turn push off and on again on this device.');
      await refetch();
    } catch (error) {
      notify.error(errorMessage(error, 'Could not send a test notification. Please try again.'));
    }
  };

  return (
    <Panel aria-labelledby="push-title">
      <PanelHeader icon={<BellIcon />} id="push-title" title="Push notifications on this device" />
      <Explain>Get walk reminders and news from MomStride on this phone or computer, even when the app is closed.</Explain>
      <StatusLine role="status" data-push-state={state}>
        {state === 'checking' ? 'Checking this device…' : state === 'unsupported' && pushSupported() ? SERVER_OFF_TEXT : STATE_TEXT[state]}
      </StatusLine>
      <Actions>
        {state === 'off' ? (
          <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void turnOn()}>
            {busy ? <Spinner aria-hidden="true" /> : null}
            Turn on push notifications
          </Button>
        ) : null}
        {state === 'on' ? (
          <>
            <Button type="button" $variant="secondary" disabled={testing} aria-busy={testing || undefined} onClick={() => void test()}>
              {testing ? <Spinner aria-hidden="true" /> : null}
              Send a test notification
            </Button>
            <Button type="button" $variant="ghost" disabled={busy} aria-busy={busy || undefined} onClick={() => void turnOff()}>
              Turn off on this device
            </Button>
          </>
        ) : null}
      </Actions>
    </Panel>
  );
}
