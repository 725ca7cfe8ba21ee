import { Link, NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { Avatar } from '../avatar';
import { LogOutIcon } from '../icons';
import { NavBadge } from './nav-badge';
import type { NavItem, ShellUser } from './nav-item';
import { colors, fontSizes, fontWeights, radii, shadows, space } from '../../styles/theme';

// The header's drop-down menus (account, More). Their code loads when a menu is first wanted (header-menu.ts).

const Panel = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  top: calc(100% + 0.5rem);
  z-index: 40;
  width: 272px;
  padding: ${space[2]};
  border-radius: ${radii.lg};
  border: 1px solid ${colors.border};
  background: ${colors.white};
  box-shadow: ${shadows.lg};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[3]} ${space[3.5]};
  border-bottom: 1px solid ${colors.border};
  margin-bottom: ${space[1.5]};
  min-width: 0;
`;

const WhoText = styled.div`
  min-width: 0;
  p:first-child {
    font-weight: ${fontWeights.bold};
    color: ${colors.plum900};
  }
  p:last-child {
    font-size: ${fontSizes.sm};
    color: ${colors.inkSoft};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const menuRow = css`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${space[2.5]};
  padding: ${space[3]} ${space[3]};
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${colors.ink};
  font-weight: ${fontWeights.semibold};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${colors.sand100}; }
  &.active { background: ${colors.plum100}; color: ${colors.plum800}; }
`;

const MenuRow = styled.button`
  ${menuRow}
`;

const MenuLink = styled(Link)`
  ${menuRow}
`;

const MenuNavLink = styled(NavLink)`
  ${menuRow}
`;

/** The account menu: who she is, her account links and Log out (docs/product.md, Shared frame). */
export function AccountMenuPanel({
  id,
  user,
  links,
  onLogout,
  onClose,
}: {
  id: string;
  user: ShellUser;
  links: NavItem[];
  onLogout: () => void;
  onClose: () => void;
}) {
  return (
    <Panel id={id} $align="right">
      <Who>
        <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={44} />
        <WhoText>
          <p>
            {user.firstName} {user.lastName}
          </p>
          {user.email ? <p>{user.email}</p> : null}
        </WhoText>
      </Who>
      {links.map((item) => (
        <MenuLink key={item.to} to={item.to} onClick={onClose}>
          {item.label}
        </MenuLink>
      ))}
      <MenuRow
        type="button"
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <LogOutIcon width={20} height={20} />
        Log out
      </MenuRow>
    </Panel>
  );
}

/** The screens that do not fit in the header's row, under "More". */
export function MoreMenuPanel({ id, items, onClose }: { id: string; items: NavItem[]; onClose: () => void }) {
  return (
    <Panel id={id} $align="left" as="nav" aria-label="More">
      {items.map((item) => (
        <MenuNavLink key={item.to} to={item.to} onClick={onClose}>
          {item.label}
          <NavBadge count={item.badge} />
        </MenuNavLink>
      ))}
    </Panel>
  );
}
