import { Link } from 'react-router';
import styled from 'styled-components';
import { fontWeights, fonts, space } from '../styles/theme';

const LogoLink = styled(Link)<{ $light?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  text-decoration: none;
  color: ${({ $light, theme }) => ($light ? theme.colors.white : theme.colors.plum800)};
  font-family: ${fonts.display};
  font-weight: ${fontWeights.bold};
  font-size: 1.35rem;
  letter-spacing: -0.01em;
  border-radius: 10px;
`;

export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="18" fill="#6E2F5C" />
      <path
        d="M13 45c6-2 9-8 12-16s6-12 10-12 6 5 8 11 4 11 8 13"
        fill="none"
        stroke="#F3A58C"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="35.5" cy="13.5" r="4.2" fill="#FCE9DF" />
    </svg>
  );
}

/** The MomStride wordmark; where it leads depends on the session (docs/product.md, Shared frame). */
export function Logo({ to, light = false }: { to: string; light?: boolean }) {
  return (
    <LogoLink to={to} $light={light} aria-label="MomStride home">
      <LogoMark />
      <span>MomStride</span>
    </LogoLink>
  );
}
