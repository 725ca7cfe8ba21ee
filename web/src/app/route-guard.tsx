import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';
import { resolveAccess, type RouteAccess } from './route-access';

/** Renders its screen or redirects, per the route's access rule. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, endedBy } = useSession();
  const decision = resolveAccess(access, user, endedBy);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
