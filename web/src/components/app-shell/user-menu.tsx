import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Avatar } from '../avatar';
import { ChevronDownIcon, LogOutIcon } from '../icons';
import type { NavItem, ShellUser } from './nav-item';
import { useDismiss } from '../use-dismiss';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.25rem 0.45rem 0.25rem 0.25rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.plum800};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.plum600}; }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: 40;
  width: 272px;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.7rem 0.7rem 0.9rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 0.4rem;
  min-width: 0;
`;

const WhoText = styled.div`
  min-width: 0;
  p:first-child {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.plum900};
  }
  p:last-child {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const menuRow = css`
  display: flex;
  width: 100%;
  align-items: center;
  gap: 0.6rem;
  padding: 0.7rem 0.75rem;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.sand100}; }
`;

const MenuRow = styled.button`
  ${menuRow}
`;

const MenuLink = styled(Link)`
  ${menuRow}
`;

/** Avatar button opening name, email, account links and Log out (spec §2 shared frame). */
export function UserMenu({ user, links, onLogout }: { user: ShellUser; links: NavItem[]; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapRef, triggerRef);

  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="visually-hidden">Account menu for {fullName}</span>
        <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={36} />
        <ChevronDownIcon width={18} height={18} />
      </Trigger>
      {open ? (
        <Panel id={panelId}>
          <Who>
            <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture} size={44} />
            <WhoText>
              <p>{fullName}</p>
              {user.email ? <p>{user.email}</p> : null}
            </WhoText>
          </Who>
          {links.map((item) => (
            <MenuLink key={item.to} to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </MenuLink>
          ))}
          <MenuRow
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            <LogOutIcon width={20} height={20} />
            Log out
          </MenuRow>
        </Panel>
      ) : null}
    </Wrap>
  );
}
