import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import { PageSpinner } from '../../components/spinner';

/** The signed-out frame of public pages (about): the public header and footer around the screen. */
export function PublicFrame() {
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
