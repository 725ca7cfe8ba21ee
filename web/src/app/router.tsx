import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { BareLayout } from './layouts/bare-layout';
import { FrameLayout } from './layouts/frame-layout';
import { RouteGuard } from './route-guard';
import { appRoutes, type AppRoute, type RouteFrame } from './routes';
import { SessionGate } from './session-gate';

function toRouteObject({ path, access, Screen }: AppRoute): RouteObject {
  return {
    path,
    element: (
      <RouteGuard access={access}>
        <Screen />
      </RouteGuard>
    ),
  };
}

const inFrame = (frame: RouteFrame) => appRoutes.filter((r) => r.frame === frame).map(toRouteObject);

function Root() {
  return (
    <SessionGate>
      <ScrollRestoration />
      <Outlet />
    </SessionGate>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      children: [
        { element: <BareLayout />, children: inFrame('bare') },
        { element: <FrameLayout />, children: inFrame('frame') },
        { path: '*', element: <Navigate to={paths.landing} replace /> },
      ],
    },
  ]);
}
