import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/spinner';

/** Screens that bring their own page chrome (landing, sign-in and password screens). */
export function BareLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
