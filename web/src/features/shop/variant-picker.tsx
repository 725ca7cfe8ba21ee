import { useState } from 'react';
import styled from 'styled-components';
import { VARIANTS_SHOWN, visibleVariants } from './product-rules';

export interface PickableVariant {
  id: string;
  title: string;
  isEnabled: boolean;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
`;

const Choice = styled.button`
  min-height: 36px;
  padding: 0.3rem 0.7rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:not(:disabled):hover { border-color: ${({ theme }) => theme.colors.plum600}; }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.plum700};
    background: ${({ theme }) => theme.colors.plum700};
    color: ${({ theme }) => theme.colors.white};
  }
  &:disabled {
    cursor: not-allowed;
    border-style: dashed;
    background: ${({ theme }) => theme.colors.sand100};
    color: ${({ theme }) => theme.colors.inkSoft};
    text-decoration: line-through;
  }
`;

const More = styled.button`
  min-height: 36px;
  padding: 0.3rem 0.5rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.plum700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 650;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

/**
 * The variant buttons of a card (docs/product.md, Shop: up to six, then a '+N more' note). The note opens the rest, so every
 * variant can be chosen; a sold-out (disabled) variant cannot be. The chosen one is pressed.
 */
export function VariantPicker({
  label,
  variants,
  selectedId,
  onSelect,
}: {
  label: string;
  variants: readonly PickableVariant[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const selectedIndex = variants.findIndex((v) => v.id === selectedId);
  const [open, setOpen] = useState(selectedIndex >= VARIANTS_SHOWN);
  const { shown, more } = visibleVariants(variants, open);
  if (variants.length === 0) return null;
  return (
    <Group role="group" aria-label={label}>
      {shown.map((variant) => (
        <Choice
          key={variant.id}
          type="button"
          aria-pressed={variant.id === selectedId}
          disabled={!variant.isEnabled}
          onClick={() => onSelect(variant.id)}
        >
          {variant.title}
          {variant.isEnabled ? null : <span className="visually-hidden"> (sold out)</span>}
        </Choice>
      ))}
      {more > 0 ? (
        <More type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Show fewer' : `+${more} more`}
        </More>
      ) : null}
    </Group>
  );
}
