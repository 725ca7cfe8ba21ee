import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, InfoIcon } from './icons';
import { colors, radii, space } from '../styles/theme';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[4]} ${space[4]};
  border-radius: ${radii.md};
  border: 1px solid #e9c98c;
  background: ${colors.gold100};
  color: ${colors.ink};
  svg { flex: none; margin-top: 2px; }
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  gap: ${space[1]};
  strong { color: ${colors.plum900}; }
`;

const Dismiss = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${colors.plum800};
  cursor: pointer;
  &:hover { background: rgba(110, 47, 92, 0.08); }
`;

/** An in-page announcement the reader may dismiss. */
export function Notice({ title, children, onDismiss }: { title: string; children: ReactNode; onDismiss?: () => void }) {
  return (
    <Box role="status">
      <InfoIcon />
      <Body>
        <strong>{title}</strong>
        <div>{children}</div>
      </Body>
      {onDismiss ? (
        <Dismiss type="button" onClick={onDismiss} aria-label="Dismiss notice">
          <CloseIcon width={20} height={20} />
        </Dismiss>
      ) : null}
    </Box>
  );
}
