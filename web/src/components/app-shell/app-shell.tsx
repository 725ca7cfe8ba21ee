import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, layout, media, radii, space } from '../../styles/theme';
import { IconButton } from '../icon-button';
import { Container } from '../container';
import { MenuIcon } from '../icons';
import { Logo } from '../logo';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { MoreMenu } from './more-menu';
import { NavBadge } from './nav-badge';
import type { NavItem, ShellUser } from './nav-item';
import { UserMenu } from './user-menu';
import { lazyPart } from '../../lib/lazy-part';

/** The phone's navigation drawer loads when first wanted (a touch or focus on the menu button starts it). */
const MobileDrawer = lazyPart(() => import('./mobile-drawer'), 'MobileDrawer');
const preloadDrawer = () => void MobileDrawer.preload();

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: rgba(255, 251, 246, 0.95);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${colors.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  min-height: ${layout.headerHeight};
`;

const DesktopNav = styled.nav`
  display: none;
  margin-left: ${space[4]};
  ${media.nav} {
    display: block;
  }
  ul {
    display: flex;
    gap: ${space[0.5]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${space[2]} ${space[3]};
    border-radius: ${radii.pill};
    color: ${colors.inkSoft};
    font-weight: ${fontWeights.semibold};
    white-space: nowrap;
    text-decoration: none;
    &:hover { color: ${colors.plum800}; background: ${colors.sand200}; }
    &.active { color: ${colors.plum800}; background: ${colors.plum100}; }
  }
`;

/** Opens the drawer where the header has no room for its row of links. */
const MenuButton = styled(IconButton)`
  ${media.nav} {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Main = styled.main`
  flex: 1;
  padding: ${space[8]} 0 ${space[14]};
  &:focus { outline: none; }
`;

const Footer = styled.footer`
  border-top: 1px solid ${colors.border};
  background: ${colors.sand50};
  padding: ${space[5]} 0;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const FooterRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]};
  a { color: ${colors.plum700}; font-weight: ${fontWeights.semibold}; }
`;

export interface AppShellProps {
  homeHref: string;
  items: NavItem[];
  accountLinks: NavItem[];
  user: ShellUser;
  onLogout: () => void;
  aboutHref: string;
  /** Shown in the header before the account menu (the notification bell). */
  headerExtras?: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: top navigation, mobile drawer, user menu, footer. */
export function AppShell({ homeHref, items, accountLinks, user, onLogout, aboutHref, headerExtras, children }: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <Page>
      <SkipLink />
      <Header>
        <Row>
          <MenuButton
            type="button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={preloadDrawer}
            onPointerDown={preloadDrawer}
            onFocus={preloadDrawer}
          >
            <MenuIcon />
          </MenuButton>
          <Logo to={homeHref} />
          <DesktopNav aria-label="Main">
            <ul>
              {items
                .filter((item) => !item.secondary)
                .map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>
                      {item.label}
                      <NavBadge count={item.badge} />
                    </NavLink>
                  </li>
                ))}
              {items.some((item) => item.secondary) ? <MoreMenu items={items.filter((item) => item.secondary)} /> : null}
            </ul>
          </DesktopNav>
          <Spacer />
          {headerExtras}
          <UserMenu user={user} links={accountLinks} onLogout={onLogout} />
        </Row>
      </Header>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open
            onClose={closeDrawer}
            items={items}
            accountLinks={accountLinks}
            user={user}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <FooterRow>
          <span>© {new Date().getFullYear()} MomStride · One mile at a time.</span>
          <Link to={aboutHref}>About MomStride</Link>
        </FooterRow>
      </Footer>
    </Page>
  );
}
