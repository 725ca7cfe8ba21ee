import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { EyeIcon, EyeOffIcon } from './icons';
import { colors, controlHeights, focusRing, fontSizes, fontWeights, radii, space } from '../styles/theme';

const Field = styled.div`
  display: grid;
  gap: ${space[1.5]};
`;

const Label = styled.label`
  font-weight: ${fontWeights.semibold};
  font-size: ${fontSizes.sm};
  color: ${colors.plum900};
`;

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${controlHeights.lg};
  padding: ${space[2.5]} ${space[3.5]};
  border-radius: ${radii.md};
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${colors.white};
  color: ${colors.ink};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder { color: #857784; }
  &:hover { border-color: ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.plum600)}; }
  &:focus-visible {
    outline: none;
    border-color: ${colors.focus};
    box-shadow: ${focusRing};
  }
`;

const Input = styled.input<{ $invalid?: boolean; $withToggle?: boolean }>`
  ${controlStyles}
  ${({ $withToggle }) => $withToggle && 'padding-right: ${space[12]};'}
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 110px;
  resize: vertical;
  line-height: 1.5;
`;

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%236E2F5C' stroke-width='2' stroke-linecap='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 0.8rem center;
  padding-right: ${space[10]};
`;

const ErrorText = styled.p`
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const HintText = styled.p`
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
`;

const InputWrap = styled.div`
  position: relative;
`;

const ToggleButton = styled.button`
  position: absolute;
  top: 50%;
  right: 0.35rem;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: ${controlHeights.sm};
  height: ${controlHeights.sm};
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${colors.plum700};
  cursor: pointer;
  &:hover { background: ${colors.plum100}; }
`;

interface FieldChrome {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldMessages({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint ? <HintText id={`${id}-hint`}>{hint}</HintText> : null}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </>
  );
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...inputProps}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </Field>
  );
}

export type PasswordFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputWrap>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          $invalid={Boolean(error)}
          $withToggle
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...inputProps}
        />
        <ToggleButton
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
        </ToggleButton>
      </InputWrap>
      <FieldMessages id={id} error={error} hint={hint} />
    </Field>
  );
}

export type TextAreaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, error, hint, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textareaProps}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </Field>
  );
}

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: ReadonlyArray<{ value: string; label: string }> };

export function SelectField({ label, error, hint, options, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...selectProps}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <FieldMessages id={id} error={error} hint={hint} />
    </Field>
  );
}

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.ink};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${colors.coral600};
    margin: 0;
  }
`;

export function Checkbox({ label, ...props }: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...props} />
      {label}
    </CheckboxLabel>
  );
}
