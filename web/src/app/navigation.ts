import type { NavItem } from '../components/app-shell/nav-item';
import { paths } from '../config/paths';

interface FrameNavItem extends NavItem {
  adminOnly?: boolean;
}

/**
 * Navigation of the signed-in frame, in the order of docs/product.md, Shared frame. It lists only screens that exist:
 * add a line here when a screen's route is added in routes.tsx. `secondary` ones sit under "More" in the laptop
 * header (the drawer lists all in order).
 */
const mainNavigation: FrameNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Community', to: paths.community },
  { label: 'Directory', to: paths.directory },
  { label: 'Gallery', to: paths.gallery, secondary: true },
  { label: 'Reviews', to: paths.reviews, secondary: true },
  { label: 'Events', to: paths.events },
  { label: 'Messages', to: paths.messages },
  { label: 'Wellness', to: paths.wellness },
  { label: 'Shop', to: paths.shop, secondary: true },
  { label: 'About', to: paths.about, secondary: true },
  { label: 'Admin Panel', to: paths.admin, adminOnly: true, secondary: true },
];

/** User-menu links (docs/product.md, Shared frame). Settings joins once its screen exists; its Access tokens page is here meanwhile. */
const accountNavigation: FrameNavItem[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'My Network', to: paths.followers },
  { label: 'Access tokens', to: paths.accessTokens },
];

function visibleTo(role: 'admin' | 'member') {
  return (item: FrameNavItem) => !item.adminOnly || role === 'admin';
}

const strip = ({ label, to, secondary }: FrameNavItem): NavItem => ({ label, to, ...(secondary ? { secondary } : {}) });

export function navigationFor(role: 'admin' | 'member'): { main: NavItem[]; account: NavItem[] } {
  return {
    main: mainNavigation.filter(visibleTo(role)).map(strip),
    account: accountNavigation.filter(visibleTo(role)).map(strip),
  };
}
