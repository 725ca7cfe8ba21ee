import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DialogActions, DialogForm, byField } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { AlertIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import type { AccessTokenScope } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { ADMIN_MAX_EXPIRY_DAYS, DEFAULT_EXPIRY, SCOPE_CHOICES, TOKEN_NAME_MAX, expiryChoicesFor, expiryDays, orderedScopes } from './token-labels';

const Scopes = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.4rem;
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;

const ScopeOption = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.7rem;
  align-items: start;
  padding: 0.7rem 0.85rem;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.plum600}; background: ${({ theme }) => theme.colors.sand50}; }
  &:has(input:disabled) { cursor: default; }
  input {
    width: 18px;
    height: 18px;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.coral600};
  }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.plum900}; }
  span { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

const Gentle = styled.p`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  padding: 0.6rem 0.8rem;
  border-left: 4px solid ${({ theme }) => theme.colors.gold500};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gold100};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: 18px; height: 18px; margin-top: 0.1rem; color: #7a5310; }
`;

/**
 * "Generate new token": a name, the scopes (Read always; Admin only offered to admins) and how long it lasts (at most
 * 90 days with Admin). When she signed in more than 5 minutes ago the server asks for her password again: the
 * Password field then appears with its words. The server's field problems show under their fields; on success the
 * secret goes to `onCreated` (shown once).
 */
export function GenerateTokenDialog({
  isAdmin,
  busy,
  onCreate,
  onCreated,
  onClose,
}: {
  isAdmin: boolean;
  busy: boolean;
  onCreate: (input: { name: string; scopes: AccessTokenScope[]; expiresInDays: number | null; currentPassword: string | null }) => Promise<string>;
  onCreated: (secret: string, name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<AccessTokenScope>>(new Set(['read']));
  const [expiry, setExpiry] = useState(DEFAULT_EXPIRY);
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const scopesErrorId = useId();
  const expiryChoices = expiryChoicesFor(chosen.has('admin'));

  const toggle = (scope: AccessTokenScope, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    setChosen(next);
    // An admin token always expires within 90 days: a longer choice becomes 90 days.
    if (scope === 'admin' && on && !expiryChoicesFor(true).some((choice) => choice.value === expiry)) setExpiry(String(ADMIN_MAX_EXPIRY_DAYS));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ name: 'Give the token a name' });
      return;
    }
    setErrors({});
    try {
      const secret = await onCreate({
        name: trimmed,
        scopes: orderedScopes(chosen),
        expiresInDays: expiryDays(expiry),
        currentPassword: askPassword && password !== '' ? password : null,
      });
      onCreated(secret, trimmed);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.some((field) => field.field === 'currentPassword')) setAskPassword(true);
      if (fields.length > 0) setErrors(byField(fields));
      else notify.error(errorMessage(error, 'Failed to generate the token'));
    }
  };

  return (
    <Modal title="Generate new token" onClose={onClose} width={520}>
      <DialogForm noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          hint="What it is for, e.g. “Nightly export” or “Event bot”."
          value={name}
          maxLength={TOKEN_NAME_MAX}
          required
          autoFocus
          autoComplete="off"
          error={errors['name']}
          onChange={(event) => setName(event.target.value)}
        />
        <Scopes aria-describedby={errors['scopes'] ? scopesErrorId : undefined}>
          <legend>Scopes</legend>
          {SCOPE_CHOICES.filter((choice) => !choice.adminOnly || isAdmin).map((choice) => (
            <ScopeOption key={choice.scope}>
              <input
                type="checkbox"
                checked={choice.scope === 'read' || chosen.has(choice.scope)}
                disabled={choice.scope === 'read'}
                onChange={(event) => toggle(choice.scope, event.target.checked)}
              />
              <div>
                <strong>{choice.label}</strong>
                <span>{choice.scope === 'read' ? `${choice.hint} (always on)` : choice.hint}</span>
              </div>
            </ScopeOption>
          ))}
          {errors['scopes'] ? (
            <FieldError id={scopesErrorId} role="alert">
              {errors['scopes']}
            </FieldError>
          ) : null}
        </Scopes>
        <SelectField
          label="Expiration"
          hint={chosen.has('admin') ? 'A token with the Admin scope expires within 90 days.' : undefined}
          options={expiryChoices}
          value={expiry}
          error={errors['expiresInDays']}
          onChange={(event) => setExpiry(event.target.value)}
        />
        {expiry === 'never' ? (
          <Gentle role="note">
            <AlertIcon aria-hidden="true" />
            A token without an expiration works until you revoke it. Choose a date if you can, and revoke it when it is no
            longer needed.
          </Gentle>
        ) : null}
        {askPassword ? (
          <TextField
            label="Your password"
            type="password"
            hint="You signed in more than 5 minutes ago: confirm it is you."
            value={password}
            required
            autoFocus
            autoComplete="current-password"
            error={errors['currentPassword']}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <DialogActions onCancel={onClose} busy={busy} label="Generate token" />
      </DialogForm>
    </Modal>
  );
}
