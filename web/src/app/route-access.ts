import { paths } from '../config/paths';

/**
 * Who may open a route (docs/product.md, Route table):
 * - `public`: everyone;
 * - `guest`: signed-out only, signed-in users go to /dashboard;
 * - `member`: needs sign-in, otherwise /login;
 * - `admin`: admin role only; other signed-in users go to /dashboard, signed-out visitors to /login.
 */
export type RouteAccess = 'public' | 'guest' | 'member' | 'admin';

export interface AccessViewer {
  role: 'admin' | 'member';
}

export type AccessDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

const render: AccessDecision = { kind: 'render' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/**
 * Decide what a guarded route does for the current viewer. `endedBy: 'logout'` means the member just
 * logged out on purpose: she goes to the landing page (docs/product.md, Shared frame: Log out goes to /), not to /login.
 */
export function resolveAccess(
  access: RouteAccess,
  viewer: AccessViewer | null,
  endedBy: 'logout' | 'expired' | null = null,
): AccessDecision {
  switch (access) {
    case 'public':
      return render;
    case 'guest':
      return viewer ? redirect(paths.dashboard) : render;
    case 'member':
      if (viewer) return render;
      return redirect(endedBy === 'logout' ? paths.landing : paths.login);
    case 'admin':
      if (!viewer) return redirect(endedBy === 'logout' ? paths.landing : paths.login);
      return viewer.role === 'admin' ? render : redirect(paths.dashboard);
  }
}
