import { Suspense } from 'react';
import styled from 'styled-components';
import { Avatar } from '../avatar';
import { ChevronDownIcon } from '../icons';
import { AccountMenuPanel, useHeaderMenu } from './header-menu';
import type { NavItem, ShellUser } from './nav-item';
import { colors, radii, space } from '../../styles/theme';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1.5]};
  padding: ${space[1]} ${space[2]} ${space[1]} ${space[1]};
  border-radius: ${radii.pill};
  border: 1px solid ${colors.border};
  background: ${colors.white};
  color: ${colors.plum800};
  cursor: pointer;
  &:hover { border-color: ${colors.plum600}; }
`;

/** Avatar button opening name, email, account links and Log out (docs/product.md, Shared frame). */
export function UserMenu({ user, links, onLogout }: { user: ShellUser; links: NavItem[]; onLogout: () => void }) {
  const { open, close, panelId, wrapRef, triggerProps } = useHeaderMenu();
  return (
    <Wrap ref={wrapRef}>
      <Trigger {...triggerProps}>
        <span className="visually-hidden">
          Account menu for {user.firstName} {user.lastName}
        </span>
        <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={36} />
        <ChevronDownIcon width={18} height={18} />
      </Trigger>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel id={panelId} user={user} links={links} onLogout={onLogout} onClose={close} />
        </Suspense>
      ) : null}
    </Wrap>
  );
}
