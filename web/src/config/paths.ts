/**
 * Every route path of the product (spec §2) in one place.
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
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
