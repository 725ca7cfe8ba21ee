import { useState } from 'react';
import styled from 'styled-components';
import { VARIANTS_SHOWN, visibleVariants } from './product-rules';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export interface PickableVariant {
  id: string;
  title: string;
  isEnabled: boolean;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
  align-items: center;
`;

const Choice = styled.button`
  min-height: 36px;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radii.sm};
  border: 1.5px solid ${colors.borderStrong};
  background: ${colors.white};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:not(:disabled):hover { border-color: ${colors.plum600}; }
  &[aria-pressed='true'] {
    border-color: ${colors.plum700};
    background: ${colors.plum700};
    color: ${colors.white};
  }
  &:disabled {
    cursor: not-allowed;
    border-style: dashed;
    background: ${colors.sand100};
    color: ${colors.inkSoft};
    text-decoration: line-through;
  }
`;

const More = styled.button`
  min-height: 36px;
  padding: ${space[1]} ${space[2]};
  border: 0;
  background: none;
  color: ${colors.plum700};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.strong};
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
