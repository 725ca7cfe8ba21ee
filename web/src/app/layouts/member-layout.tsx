import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '../../components/app-shell/app-shell';
import { PageSpinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import type { SessionUser } from '../../lib/session';
import { useLogout } from '../../lib/session/use-logout';
import { navigationFor } from '../navigation';

/** The shared signed-in frame (spec §2) around the current screen. */
export function MemberFrame({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const nav = navigationFor(user.role);
  return (
    <AppShell
      homeHref={paths.dashboard}
      items={nav.main}
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
