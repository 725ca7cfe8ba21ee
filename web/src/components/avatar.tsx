import styled from 'styled-components';
import { colors, fontWeights } from '../styles/theme';

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(135deg, ${colors.coral600}, ${colors.plum700});
  color: ${colors.white};
  font-weight: ${fontWeights.bold};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  letter-spacing: 0.02em;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** Profile picture when present, else the first letters of first and last name (docs/product.md, Shared frame). */
export function Avatar({
  firstName,
  lastName,
  picture,
  size = 40,
}: {
  firstName: string;
  lastName: string;
  picture?: string | null | undefined;
  size?: number;
}) {
  return (
    <Circle $size={size} aria-hidden="true" data-testid="avatar">
      {picture ? <img src={picture} alt="" /> : initialsOf(firstName, lastName)}
    </Circle>
  );
}
