import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { IconButton } from '../icon-button';
import { Avatar } from '../avatar';
import { CloseIcon, LogOutIcon } from '../icons';
import { LogoMark } from '../logo';
import { NavBadge } from './nav-badge';
import type { NavItem, ShellUser } from './nav-item';
import { colors, fontSizes, fontWeights, fonts, radii, shadows, space } from '../../styles/theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: rgba(43, 32, 41, 0.45);
`;

const Drawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 51;
  width: min(320px, 86vw);
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${space[4]};
  background: ${colors.sand50};
  box-shadow: ${shadows.lg};
  overflow-y: auto;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  p {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    font-family: ${fonts.display};
    font-weight: ${fontWeights.bold};
    font-size: 1.25rem;
    color: ${colors.plum800};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.white};
  border: 1px solid ${colors.border};
  min-width: 0;
  div { min-width: 0; }
  p:first-child { font-weight: ${fontWeights.bold}; color: ${colors.plum900}; }
  p:last-child {
    font-size: ${fontSizes.sm};
    color: ${colors.inkSoft};
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[1]};
  a {
    display: block;
    padding: ${space[3]} ${space[3.5]};
    border-radius: ${radii.md};
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
    text-decoration: none;
    &:hover { background: ${colors.sand200}; }
    &.active {
      background: ${colors.plum100};
      color: ${colors.plum800};
    }
  }
`;

const Logout = styled.button`
  margin-top: auto;
  display: flex;
  align-items: center;
  gap: ${space[2.5]};
  padding: ${space[3]} ${space[3.5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.white};
  color: ${colors.coral700};
  font-weight: ${fontWeights.strong};
  cursor: pointer;
`;

/** Side drawer for small screens holding the same links as the top navigation. */
export function MobileDrawer({
  open,
  onClose,
  items,
  accountLinks,
  user,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  accountLinks: NavItem[];
  user: ShellUser;
  onLogout: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <Backdrop onClick={onClose} />
      <Drawer role="dialog" aria-modal="true" aria-label="Menu" id="mobile-drawer">
        <Top>
          <p>
            <LogoMark size={30} /> MomStride
          </p>
          <IconButton ref={closeRef} type="button" onClick={onClose} aria-label="Close menu">
            <CloseIcon />
          </IconButton>
        </Top>
        <Who>
          <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={44} />
          <div>
            <p>
              {user.firstName} {user.lastName}
            </p>
            {user.email ? <p>{user.email}</p> : null}
          </div>
        </Who>
        <nav aria-label="Mobile">
          <Links>
            {[...items, ...accountLinks].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={onClose}>
                  {item.label}
                  <NavBadge count={item.badge} />
                </NavLink>
              </li>
            ))}
          </Links>
        </nav>
        <Logout
          type="button"
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          <LogOutIcon width={20} height={20} /> Log out
        </Logout>
      </Drawer>
    </>
  );
}
