import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { SearchIcon } from './icons';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.plum900};
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
    color: ${({ theme }) => theme.colors.plum700};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 46px;
  padding: 0.65rem 0.9rem 0.65rem 2.6rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.white};
  &::placeholder { color: #857784; }
  &:hover { border-color: ${({ theme }) => theme.colors.plum600}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px rgba(47, 111, 219, 0.3);
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
