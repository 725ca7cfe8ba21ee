import styled, { keyframes } from 'styled-components';
import { colors } from '../styles/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 18 }) => $size}px;
  height: ${({ $size = 18 }) => $size}px;
  border-radius: 50%;
  border: ${({ $size = 18 }) => Math.max(2, Math.round($size / 9))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.75s linear infinite;
  flex: none;
`;

const FullPage = styled.div<{ $height?: number }>`
  min-height: ${({ $height }) => ($height ? `${$height}px` : '60vh')};
  display: grid;
  place-items: center;
  color: ${colors.plum700};
`;

/**
 * Shown while the session check runs and while a screen's code loads; with `height` (px), where a list or section
 * will be while its data first loads (`<QueryState>`), its label also naming the status (an empty label: only the
 * spinner, where another status already says it loads).
 */
export function PageSpinner({ label = 'Loading…', height }: { label?: string; height?: number }) {
  return (
    <FullPage role={label ? 'status' : undefined} aria-live={label ? 'polite' : undefined} aria-label={height ? label || undefined : undefined} $height={height}>
      <Spinner $size={height ? 36 : 40} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </FullPage>
  );
}
