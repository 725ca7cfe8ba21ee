import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { SearchIcon } from './icons';
import { colors, controlHeights, focusRing, fontSizes, fontWeights, radii, space } from '../styles/theme';

const Field = styled.div`
  display: grid;
  gap: ${space[1.5]};
  min-width: 0;
  label {
    font-weight: ${fontWeights.semibold};
    font-size: ${fontSizes.sm};
    color: ${colors.plum900};
  }
`;

const Wrap = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: 0.85rem;
    top: 50%;
    transform: translateY(-50%);
    width: 20px;
    height: 20px;
    color: ${colors.plum700};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: ${controlHeights.lg};
  padding: ${space[2.5]} ${space[3.5]} ${space[2.5]} ${space[10]};
  border-radius: ${radii.md};
  border: 1.5px solid ${colors.borderStrong};
  background: ${colors.white};
  &::placeholder { color: #857784; }
  &:hover { border-color: ${colors.plum600}; }
  &:focus-visible {
    outline: none;
    border-color: ${colors.focus};
    box-shadow: ${focusRing};
  }
`;

/** A labelled search box with a magnifier. */
export function SearchInput({ label, ...props }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Wrap>
        <SearchIcon />
        <Input id={id} type="search" autoComplete="off" {...props} />
      </Wrap>
    </Field>
  );
}
