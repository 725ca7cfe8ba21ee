import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MenuButton } from './icon-button';
import { paths } from '../config/paths';
import { ButtonLink } from './button';
import { Container } from './container';
import { CloseIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { colors, fontWeights, layout, radii, space } from '../styles/theme';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(255, 251, 246, 0.94);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${colors.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  min-height: ${layout.headerHeight};
`;

const DesktopNav = styled.nav`
  display: none;
  @media (min-width: 900px) {
    display: flex;
    align-items: center;
    gap: ${space[1.5]};
  }
`;

const NavText = styled(Link)`
  padding: ${space[2]} ${space[3.5]};
  border-radius: ${radii.pill};
  color: ${colors.plum800};
  font-weight: ${fontWeights.semibold};
  text-decoration: none;
  &:hover { background: ${colors.plum100}; }
`;

const MobileNav = styled.nav`
  border-top: 1px solid ${colors.border};
  padding: ${space[3]} 0 ${space[5]};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space[1.5]};
  }
  @media (min-width: 900px) {
    display: none;
  }
`;

/** The menu button shows the icon for what a press does next, by its aria-expanded (so static markup works too). */
const PublicMenuButton = styled(MenuButton)`
  &[aria-expanded='true'] .menu-open,
  &[aria-expanded='false'] .menu-close {
    display: none;
  }
`;

/** The ids the prerendered landing page's script (web/build/landing-script.js) drives the menu by. */
const PUBLIC_MENU_BUTTON_ID = 'public-menu-button';
const PUBLIC_MOBILE_NAV_ID = 'public-mobile-nav';

/**
 * Header of the signed-out pages (landing, about): About Us, Shop, Sign In, Join Us (docs/product.md, Landing). The small-screen
 * menu is always in the markup (hidden when closed), so the landing page's prerendered HTML can open it without
 * the app's code.
 */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Bar>
      <SkipLink />
      <Row>
        <Logo to={paths.landing} />
        <DesktopNav aria-label="Main">
          <NavText to={paths.about}>About Us</NavText>
          <NavText to={paths.shop}>Shop</NavText>
          <NavText to={paths.login}>Sign In</NavText>
          <ButtonLink to={paths.register}>Join Us</ButtonLink>
        </DesktopNav>
        <PublicMenuButton
          id={PUBLIC_MENU_BUTTON_ID}
          type="button"
          aria-expanded={open}
          aria-controls={PUBLIC_MOBILE_NAV_ID}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          <MenuIcon className="menu-open" />
          <CloseIcon className="menu-close" />
        </PublicMenuButton>
      </Row>
      <Container id={PUBLIC_MOBILE_NAV_ID} hidden={!open}>
        <MobileNav aria-label="Main">
          <ul>
            <li><NavText to={paths.about} onClick={close}>About Us</NavText></li>
            <li><NavText to={paths.shop} onClick={close}>Shop</NavText></li>
            <li><NavText to={paths.login} onClick={close}>Sign In</NavText></li>
            <li><ButtonLink to={paths.register} onClick={close} $block>Join Us</ButtonLink></li>
          </ul>
        </MobileNav>
      </Container>
    </Bar>
  );
}
