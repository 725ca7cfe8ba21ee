import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '../../components/app-shell/app-shell';
import { PageSpinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/notification-bell';
import type { SessionUser } from '../../lib/session';
import { useLogout } from '../../lib/session/use-logout';
import { useLiveStream } from '../../lib/stream/use-live-stream';
import { navigationFor } from '../navigation';
import { useFrameCounts } from './frame-counts';

/**
 * The shared signed-in frame (docs/product.md, Shared frame) around the current screen. It runs her live stream (started after the first
 * view), shows her unread messages on the Messages link and her notifications under the bell.
 */
export function MemberFrame({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const nav = navigationFor(user.role);
  const { unreadMessages, unreadNotifications } = useFrameCounts();
  useLiveStream(user.id);
  return (
    <AppShell
      homeHref={paths.dashboard}
      items={nav.main.map((item) => (item.to === paths.messages ? { ...item, badge: unreadMessages } : item))}
      accountLinks={nav.account}
      user={user}
      onLogout={() => void logout()}
      aboutHref={paths.about}
      headerExtras={<NotificationBell count={unreadNotifications} />}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
