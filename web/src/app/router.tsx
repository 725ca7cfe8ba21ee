import { Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { paths } from '../config/paths';
import { BareLayout } from './layouts/bare-layout';
import { RouteGuard } from './route-guard';
import { FrameLayout } from './layouts/frame-layout';
import { ApiBoundary, appRoutes, preloadRoute, type AppRoute, type RouteFrame } from './routes';
import { ScrollManager } from './scroll-manager';
import { SessionGate } from './session-gate';

/** Fetches the code of the screen people usually open next, once the current one has rendered. */
function PreloadNext({ path }: { path: string }) {
  useEffect(() => preloadRoute(path), [path]);
  return null;
}

function routeElements(routes: AppRoute[]) {
  return routes.map(({ path, access, Screen, leadsTo }) => (
    <Route
      key={path}
      path={path}
      element={
        <RouteGuard access={access}>
          <Screen />
          {leadsTo ? <PreloadNext path={leadsTo} /> : null}
        </RouteGuard>
      }
    />
  ));
}

const where = (api: boolean, frame: RouteFrame) => appRoutes.filter((r) => r.api === api && r.frame === frame);

/** The GraphQL client's layer: a spinner while its code arrives, then its nested routes. */
function ApiLayer() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ApiBoundary />
    </Suspense>
  );
}

/** The app's routes (declarative React Router: the app uses no loaders or actions, so no data router). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollManager />
      <SessionGate>
        <Routes>
          <Route element={<BareLayout />}>{routeElements(where(false, 'bare'))}</Route>
          <Route element={<ApiLayer />}>
            <Route element={<BareLayout />}>{routeElements(where(true, 'bare'))}</Route>
            <Route element={<FrameLayout />}>{routeElements(where(true, 'frame'))}</Route>
          </Route>
          <Route path="*" element={<Navigate to={paths.landing} replace />} />
        </Routes>
      </SessionGate>
    </BrowserRouter>
  );
}
