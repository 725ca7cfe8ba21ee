import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { PageSpinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { MemberFrame } from './member-layout';

/**
 * Frame for member screens and public pages: the signed-in frame for a signed-in person,
 * the public header and footer otherwise (member routes are guarded before they get here).
 */
export function FrameLayout() {
  const { user } = useSession();
  if (user) return <MemberFrame user={user} />;
  return (
    <>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </>
  );
}
