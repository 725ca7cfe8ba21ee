import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from './icons';
import { colors, fontSizes, fontWeights, radii, space } from '../styles/theme';

const Box = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.dangerBg};
  color: ${colors.danger};
  font-weight: ${fontWeights.semibold};
  font-size: ${fontSizes.sm};
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
