/**
 * Every route path of the product (docs/product.md, Route table) in one place.
 * Screens link with these constants; the router (app/routes.tsx) decides which of them exist today.
 */
export const paths = {
  landing: '/',
  about: '/about',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  shop: '/shop',
  shopOld: '/shop-old',
  checkout: '/checkout',
  dashboard: '/dashboard',
  profile: '/profile',
  community: '/community',
  gallery: '/gallery',
  reviews: '/reviews',
  followers: '/followers',
  directory: '/directory',
  events: '/events',
  messages: '/messages',
  wellness: '/wellness',
  admin: '/admin',
  accessTokens: '/settings/tokens',
  notificationSettings: '/settings/notifications',
  memberProfile: '/profile/:id',
} as const;

/** A member's read-only public profile. */
export const memberProfilePath = (userId: string): string => `/profile/${encodeURIComponent(userId)}`;

/** The messages screen with a conversation preselected (docs/product.md, Messages: a `user` query parameter). */
export const messagesWithPath = (userId: string): string => `${paths.messages}?user=${encodeURIComponent(userId)}`;

export type AppPath = (typeof paths)[keyof typeof paths];
