import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from './icons';

const Box = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.7rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; }
`;

/** A form's one-line problem ("Please fill in all required fields"), announced when it appears. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box id={id} role="alert">
      <AlertIcon width={18} height={18} aria-hidden="true" /> {children}
    </Box>
  );
}
