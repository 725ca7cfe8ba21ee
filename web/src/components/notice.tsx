import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, InfoIcon } from './icons';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.8rem;
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid #e9c98c;
  background: ${({ theme }) => theme.colors.gold100};
  color: ${({ theme }) => theme.colors.ink};
  svg { flex: none; margin-top: 2px; }
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  gap: 0.2rem;
  strong { color: ${({ theme }) => theme.colors.plum900}; }
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
  color: ${({ theme }) => theme.colors.plum800};
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
