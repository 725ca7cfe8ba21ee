import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { fontWeights, radii, space } from '../styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

interface VariantProps {
  $variant?: ButtonVariant;
  $size?: 'md' | 'lg';
  $block?: boolean;
}

const base = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding: 0 ${({ $size }) => ($size === 'lg' ? '1.6rem' : '1.15rem')};
  border-radius: ${radii.pill};
  border: 2px solid transparent;
  font-weight: ${fontWeights.strong};
  font-size: ${({ $size, theme }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease, transform 0.15s ease;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  &:not(:disabled):active {
    transform: translateY(1px);
  }
  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.coral600};
          color: ${theme.colors.white};
          box-shadow: 0 6px 16px rgba(185, 71, 47, 0.25);
          &:not(:disabled):hover { background: ${theme.colors.coral700}; }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.white};
          color: ${theme.colors.plum700};
          border-color: ${theme.colors.plum700};
          &:not(:disabled):hover { background: ${theme.colors.plum100}; }
        `;
      case 'light':
        return css`
          background: ${theme.colors.white};
          color: ${theme.colors.plum800};
          &:not(:disabled):hover { background: ${theme.colors.coral100}; }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.plum700};
          &:not(:disabled):hover { background: ${theme.colors.plum100}; }
        `;
    }
  }}
`;

export const Button = styled.button<VariantProps>`
  ${base}
`;

export const ButtonLink = styled(Link)<VariantProps>`
  ${base}
`;
