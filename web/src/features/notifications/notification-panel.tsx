import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { applyAllNotificationsRead, applyNotificationRead } from '../../lib/notifications/notification-cache';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { NotificationRow } from './notification-row';
import {
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NOTIFICATION_PAGE_SIZE,
  NotificationListQuery,
} from './notifications-query';
import { colors, fontSizes, fontWeights, fonts, layout, radii, shadows, space } from '../../styles/theme';

const Panel = styled.div`
  position: fixed;
  top: calc(${layout.headerHeight} + 0.25rem);
  left: 0.75rem;
  right: 0.75rem;
  z-index: 40;
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - ${layout.headerHeight} - 1rem);
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
  background: ${colors.white};
  box-shadow: ${shadows.lg};
  @media (min-width: 640px) {
    position: absolute;
    top: calc(100% + 0.5rem);
    left: auto;
    right: -3.5rem;
    width: 400px;
    max-height: min(600px, calc(100dvh - ${layout.headerHeight} - 1.5rem));
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  padding: ${space[3.5]} ${space[3.5]} ${space[3]} ${space[4]};
  border-bottom: 1px solid ${colors.border};
  h2 { font-size: ${fontSizes.lg}; }
`;

const TextButton = styled.button`
  padding: ${space[2]} ${space[2.5]};
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.plum700};
  font-weight: ${fontWeights.strong};
  font-size: ${fontSizes.sm};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${colors.plum100}; }
  &:disabled { color: ${colors.inkSoft}; cursor: default; opacity: 0.7; }
`;

const Foot = styled.div`
  padding: ${space[2.5]} ${space[4]};
  border-top: 1px solid ${colors.border};
  font-size: ${fontSizes.sm};
  a { color: ${colors.plum700}; font-weight: ${fontWeights.strong}; }
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space[1.5]};
  ul { display: grid; gap: ${space[1]}; list-style: none; margin: 0; padding: 0; }
`;

const Status = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[2]};
  padding: ${space[10]} ${space[5]};
  text-align: center;
  p { color: ${colors.inkSoft}; max-width: 18rem; }
  strong { font-family: ${fonts.display}; font-size: ${fontSizes.lg}; color: ${colors.plum900}; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space[2]} 0 ${space[1.5]};
`;

/**
 * Her notifications, newest first (a popover under the bell on a laptop, a sheet under the header on a phone):
 * opening one marks it read and follows its link; "Mark all as read"; older ones page in with "Load more". While
 * it is open the stream keeps it current (new ones appear at the top).
 */
export function NotificationPanel({ id, unreadCount, onClose }: { id: string; unreadCount: number; onClose: () => void }) {
  const { data, error, loading, fetchMore, refetch } = useQuery(NotificationListQuery, {
    variables: { limit: NOTIFICATION_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [noOlder, setNoOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [markRead] = useMutation(MarkNotificationReadMutation);
  const [markAllRead, { loading: markingAll }] = useMutation(MarkAllNotificationsReadMutation, {
    update: (cache) => applyAllNotificationsRead(cache, new Date().toISOString(), 0),
  });
  const items = data?.notifications ?? [];
  const now = Date.now();

  const open = (notificationId: string, unread: boolean) => {
    onClose();
    if (!unread) return;
    markRead({
      variables: { id: notificationId },
      update: (cache) => applyNotificationRead(cache, notificationId, new Date().toISOString()),
    }).catch((cause: unknown) => console.warn('Could not mark the notification read.', cause));
  };

  const loadOlder = async () => {
    const last = items.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    try {
      const older = await fetchMore({
        variables: { before: last.id },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.notifications.map((item) => item.id));
          return { notifications: [...previous.notifications, ...fetchMoreResult.notifications.filter((item) => !known.has(item.id))] };
        },
      });
      if (older.data && older.data.notifications.length < NOTIFICATION_PAGE_SIZE) setNoOlder(true);
    } catch {
      notify.error('Could not load older notifications');
    } finally {
      setLoadingOlder(false);
    }
  };

  let body;
  if (!data && loading) {
    body = (
      <Status role="status">
        <Spinner $size={26} />
        <p>Loading notifications…</p>
      </Status>
    );
  } else if (!data && error) {
    body = (
      <Status role="alert">
        <p>Could not load your notifications.</p>
        <Button type="button" $variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </Status>
    );
  } else if (items.length === 0) {
    body = (
      <Status>
        <strong>You're all caught up</strong>
        <p>New followers, messages, endorsements and news about your walks will show up here.</p>
      </Status>
    );
  } else {
    body = (
      <>
        <ul aria-label="Notifications">
          {items.map((item) => (
            <NotificationRow key={item.id} notification={item} onOpen={open} now={now} />
          ))}
        </ul>
        {!noOlder && items.length >= NOTIFICATION_PAGE_SIZE ? (
          <More>
            <TextButton type="button" onClick={() => void loadOlder()} disabled={loadingOlder}>
              {loadingOlder ? 'Loading…' : 'Load more'}
            </TextButton>
          </More>
        ) : null}
      </>
    );
  }

  return (
    <Panel id={id} role="dialog" aria-label="Notifications">
      <Head>
        <h2>Notifications</h2>
        <TextButton
          type="button"
          disabled={markingAll || unreadCount === 0}
          onClick={() => void markAllRead().catch(() => notify.error('Could not mark your notifications as read'))}
        >
          Mark all as read
        </TextButton>
      </Head>
      <Body>{body}</Body>
      <Foot>
        <Link to={paths.notificationSettings} onClick={onClose}>
          Notification settings
        </Link>
      </Foot>
    </Panel>
  );
}
