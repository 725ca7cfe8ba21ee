import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '../../components/app-shell/app-shell';
import { PageSpinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useUnreadMessageCount } from '../../lib/messages/unread-messages';
import type { SessionUser } from '../../lib/session';
import { useLogout } from '../../lib/session/use-logout';
import { useLiveStream } from '../../lib/stream/use-live-stream';
import { navigationFor } from '../navigation';

/**
 * The shared signed-in frame (spec §2) around the current screen. It runs her live stream (started after the first
 * view) and shows her unread messages on the Messages link.
 */
export function MemberFrame({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const nav = navigationFor(user.role);
  const unread = useUnreadMessageCount();
  useLiveStream(user.id);
  return (
    <AppShell
      homeHref={paths.dashboard}
      items={nav.main.map((item) => (item.to === paths.messages ? { ...item, badge: unread } : item))}
      accountLinks={nav.account}
      user={user}
      onLogout={() => void logout()}
      aboutHref={paths.about}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
