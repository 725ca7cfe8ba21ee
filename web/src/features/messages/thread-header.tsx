import { useCallback, useId, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { ArrowLeftIcon } from '../../components/icons';
import { MoreIcon } from './message-icons';
import { IconButton } from '../../components/icon-button';
import { useDismiss } from '../../components/use-dismiss';
import { memberProfilePath } from '../../config/paths';
import { colors, fontSizes, fontWeights, radii, shadows, space } from '../../styles/theme';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  padding: ${space[3]} ${space[3.5]};
  border-bottom: 1px solid ${colors.border};
  background: ${colors.white};
  min-width: 0;
`;

const Back = styled(IconButton)`
  @media (min-width: 900px) {
    display: none;
  }
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  h2 {
    font-size: ${fontSizes.lg};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    &:focus { outline: none; }
  }
  h2 a { color: inherit; text-decoration: none; &:hover { text-decoration: underline; } }
  p {
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
    color: ${colors.coral700};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const MenuWrap = styled.div`
  position: relative;
  flex: none;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 20;
  min-width: 220px;
  margin: 0;
  padding: ${space[1.5]};
  list-style: none;
  border-radius: ${radii.md};
  border: 1px solid ${colors.border};
  background: ${colors.white};
  box-shadow: ${shadows.lg};
  a, button {
    display: block;
    width: 100%;
    padding: ${space[2.5]} ${space[3]};
    border: 0;
    border-radius: 10px;
    background: transparent;
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover { background: ${colors.sand100}; }
  }
  button.danger { color: ${colors.danger}; }
`;

export interface ThreadPartner {
  id: string;
  firstName: string;
  lastName: string;
  businessName?: string | null | undefined;
  profilePicture?: string | null | undefined;
}

/**
 * The thread's heading: back to the list (phones), her avatar, name (to her profile) and business, and a menu with
 * View profile and Block / Unblock.
 */
export function ThreadHeader({
  partner,
  headingId,
  headingRef,
  blocked,
  busy,
  onBack,
  onBlock,
  onUnblock,
}: {
  partner: ThreadPartner;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  blocked: boolean;
  busy: boolean;
  onBack: () => void;
  onBlock: () => void;
  onUnblock: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = `${partner.firstName} ${partner.lastName}`;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapRef, triggerRef);

  const choose = (action: () => void) => () => {
    setOpen(false);
    triggerRef.current?.focus();
    action();
  };

  return (
    <Bar>
      <Back type="button" onClick={onBack} aria-label="Back to conversations">
        <ArrowLeftIcon width={20} height={20} />
      </Back>
      <Avatar firstName={partner.firstName} lastName={partner.lastName} picture={partner.profilePicture} size={42} />
      <Who>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          <Link to={memberProfilePath(partner.id)}>{name}</Link>
        </h2>
        {partner.businessName ? <p>{partner.businessName}</p> : null}
      </Who>
      <MenuWrap ref={wrapRef}>
        <IconButton
          ref={triggerRef}
          type="button"
          aria-label={`Options for the conversation with ${name}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          disabled={busy}
        >
          <MoreIcon width={22} height={22} />
        </IconButton>
        {open ? (
          <Menu id={menuId}>
            <li>
              <Link to={memberProfilePath(partner.id)}>View profile</Link>
            </li>
            <li>
              {blocked ? (
                <button type="button" onClick={choose(onUnblock)}>
                  Unblock {partner.firstName}
                </button>
              ) : (
                <button type="button" className="danger" onClick={choose(onBlock)}>
                  Block {partner.firstName}
                </button>
              )}
            </li>
          </Menu>
        ) : null}
      </MenuWrap>
    </Bar>
  );
}
