import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { tokenStorage } from '../lib/session';
import { lazyPart, type LazyPart } from '../lib/lazy-part';
import type { RouteAccess } from './route-access';

/** `bare`: the screen draws its own page; `frame`: inside the shared frame (signed in) or public header/footer. */
export type RouteFrame = 'bare' | 'frame';

/**
 * `api`: whether the screen talks to the API; if so, the GraphQL client comes with it (the landing page goes
 * without). The signed-in frame always does (its menu logs out), so every framed screen is an API screen.
 */
type Placement = { frame: 'bare'; api: boolean } | { frame: 'frame'; api: true };

export type AppRoute = Placement & {
  path: string;
  access: RouteAccess;
  Screen: LazyPart;
  /** Where people usually go from this screen: that screen's code is fetched once this one shows. */
  leadsTo?: string;
};

/** The layers around screens, each its own chunk: the GraphQL client (ApiBoundary) and the two frames. */
export const ApiBoundary = lazyPart(() => import('./api-boundary'), 'ApiBoundary');
export const MemberFrame = lazyPart(() => import('./layouts/member-layout'), 'MemberFrame');
export const PublicFrame = lazyPart(() => import('./layouts/public-frame'), 'PublicFrame');

/**
 * The route table (docs/product.md, Route table) — only screens that exist. A new screen is one line here
 * (plus, if it belongs in the navigation, one line in navigation.ts). Unknown paths go to /.
 * Route-level code splitting: each screen is its own chunk, loaded on first visit (or preloaded).
 */
export const appRoutes: AppRoute[] = [
  { path: paths.landing, access: 'guest', frame: 'bare', api: false, Screen: lazyPart(() => import('../features/landing/landing-page'), 'LandingPage') },
  { path: paths.login, access: 'guest', frame: 'bare', api: true, leadsTo: paths.dashboard, Screen: lazyPart(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: paths.register, access: 'guest', frame: 'bare', api: true, leadsTo: paths.dashboard, Screen: lazyPart(() => import('../features/auth/register-page'), 'RegisterPage') },
  { path: paths.forgotPassword, access: 'guest', frame: 'bare', api: true, Screen: lazyPart(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage') },
  { path: paths.resetPassword, access: 'guest', frame: 'bare', api: true, Screen: lazyPart(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage') },
  { path: paths.about, access: 'public', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/about/about-page'), 'AboutPage') },
  { path: paths.shop, access: 'public', frame: 'frame', api: true, leadsTo: paths.checkout, Screen: lazyPart(() => import('../features/shop/shop-page'), 'ShopPage') },
  { path: paths.checkout, access: 'public', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/shop/checkout/checkout-page'), 'CheckoutPage') },
  { path: paths.dashboard, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/dashboard/dashboard-page'), 'DashboardPage') },
  { path: paths.community, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/community/community-page'), 'CommunityPage') },
  { path: paths.gallery, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/gallery/gallery-page'), 'GalleryPage') },
  { path: paths.reviews, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/reviews/reviews-page'), 'ReviewsPage') },
  { path: paths.profile, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/profile/profile-page'), 'ProfilePage') },
  { path: paths.memberProfile, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/member-profile/member-profile-page'), 'MemberProfilePage') },
  { path: paths.directory, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/directory/directory-page'), 'DirectoryPage') },
  { path: paths.events, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/events/events-page'), 'EventsPage') },
  { path: paths.messages, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/messages/messages-page'), 'MessagesPage') },
  { path: paths.wellness, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/wellness/wellness-page'), 'WellnessPage') },
  { path: paths.followers, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/network/followers-page'), 'FollowersPage') },
  { path: paths.accessTokens, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/access-tokens/access-tokens-page'), 'AccessTokensPage') },
  { path: paths.notificationSettings, access: 'member', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/notifications/preferences/preferences-page'), 'NotificationPreferencesPage') },
  { path: paths.admin, access: 'admin', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/admin/admin-page'), 'AdminPage') },
  { path: paths.shopOld, access: 'public', frame: 'frame', api: true, Screen: lazyPart(() => import('../features/hosted-shop/hosted-shop-page'), 'HostedShopPage') },
];

/**
 * Fetch, all at once, the code a path needs: its screen and the layers around it (otherwise each would be
 * requested only once the one around it has rendered). Runs at start-up and ahead of likely next screens.
 */
export function preloadRoute(pathname: string): void {
  const route = appRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  void route.Screen.preload();
  if (route.api) void ApiBoundary.preload();
  if (route.frame !== 'frame') return;
  const signedIn = route.access === 'member' || route.access === 'admin' || tokenStorage.getAccessToken() !== null;
  void (signedIn ? MemberFrame : PublicFrame).preload();
}
