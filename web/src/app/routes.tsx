import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from '../config/paths';
import type { RouteAccess } from './route-access';

/** `bare`: the screen draws its own page; `frame`: inside the shared frame (signed in) or public header/footer. */
export type RouteFrame = 'bare' | 'frame';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  frame: RouteFrame;
  Screen: LazyExoticComponent<ComponentType>;
}

/** Route-level code splitting: each screen is its own chunk, loaded on first visit. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * The route table (spec §2) — only screens that exist. A new screen is one line here
 * (plus, if it belongs in the navigation, one line in navigation.ts). Unknown paths go to /.
 */
export const appRoutes: AppRoute[] = [
  { path: paths.landing, access: 'guest', frame: 'bare', Screen: screen(() => import('../features/landing/landing-page'), 'LandingPage') },
  { path: paths.login, access: 'guest', frame: 'bare', Screen: screen(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: paths.register, access: 'guest', frame: 'bare', Screen: screen(() => import('../features/auth/register-page'), 'RegisterPage') },
  { path: paths.forgotPassword, access: 'guest', frame: 'bare', Screen: screen(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage') },
  { path: paths.resetPassword, access: 'guest', frame: 'bare', Screen: screen(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage') },
  { path: paths.about, access: 'public', frame: 'frame', Screen: screen(() => import('../features/about/about-page'), 'AboutPage') },
  { path: paths.dashboard, access: 'member', frame: 'frame', Screen: screen(() => import('../features/dashboard/dashboard-page'), 'DashboardPage') },
  { path: paths.profile, access: 'member', frame: 'frame', Screen: screen(() => import('../features/profile/profile-page'), 'ProfilePage') },
  { path: paths.memberProfile, access: 'member', frame: 'frame', Screen: screen(() => import('../features/member-profile/member-profile-page'), 'MemberProfilePage') },
  { path: paths.directory, access: 'member', frame: 'frame', Screen: screen(() => import('../features/directory/directory-page'), 'DirectoryPage') },
  { path: paths.followers, access: 'member', frame: 'frame', Screen: screen(() => import('../features/network/followers-page'), 'FollowersPage') },
  { path: paths.admin, access: 'admin', frame: 'frame', Screen: screen(() => import('../features/admin/admin-page'), 'AdminPage') },
];
