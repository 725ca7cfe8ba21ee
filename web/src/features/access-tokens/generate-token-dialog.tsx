import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DialogActions, DialogForm } from '../../components/dialog-form';
import { runMutation } from '../../kit/outcome';
import { SelectField, TextField } from '../../components/form-field';
import { AlertIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import type { AccessTokenScope } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message';
import { ADMIN_MAX_EXPIRY_DAYS, DEFAULT_EXPIRY, SCOPE_CHOICES, TOKEN_NAME_MAX, expiryChoicesFor, expiryDays, orderedScopes } from '../../components/access-token/token-labels';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';
import { useForm } from '../../kit/use-form';

const Scopes = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space[1.5]};
    padding: 0;
    font-weight: ${fontWeights.semibold};
    font-size: ${fontSizes.sm};
    color: ${colors.plum900};
  }
`;

const ScopeOption = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${space[3]};
  align-items: start;
  padding: ${space[3]} ${space[3.5]};
  border: 1.5px solid ${colors.border};
  border-radius: ${radii.md};
  cursor: pointer;
  &:has(input:checked) { border-color: ${colors.plum600}; background: ${colors.sand50}; }
  &:has(input:disabled) { cursor: default; }
  input {
    width: 18px;
    height: 18px;
    margin: ${space[0.5]} 0 0;
    accent-color: ${colors.coral600};
  }
  strong { display: block; font-size: ${fontSizes.sm}; color: ${colors.plum900}; }
  span { display: block; font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
`;

const FieldError = styled.p`
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const Gentle = styled.p`
  display: flex;
  gap: ${space[2]};
  align-items: flex-start;
  padding: ${space[2.5]} ${space[3]};
  border-left: 4px solid ${colors.gold500};
  border-radius: ${radii.sm};
  background: ${colors.gold100};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  svg { flex: none; width: 18px; height: 18px; margin-top: ${space[0.5]}; color: #7a5310; }
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
  // Named like the server's fields, so that its field problems land at them.
  const { values, setValue, field, errors, setErrors, showCheck } = useForm({ name: '', expiresInDays: DEFAULT_EXPIRY, currentPassword: '' });
  const { name, expiresInDays: expiry, currentPassword: password } = values;
  const [chosen, setChosen] = useState<ReadonlySet<AccessTokenScope>>(new Set(['read']));
  const [askPassword, setAskPassword] = useState(false);
  const scopesErrorId = useId();
  const expiryChoices = expiryChoicesFor(chosen.has('admin'));

  const toggle = (scope: AccessTokenScope, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(scope);
    else next.delete(scope);
    setChosen(next);
    // An admin token always expires within 90 days: a longer choice becomes 90 days.
    if (scope === 'admin' && on && !expiryChoicesFor(true).some((choice) => choice.value === expiry)) setValue('expiresInDays', String(ADMIN_MAX_EXPIRY_DAYS));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!showCheck({ errors: trimmed ? {} : { name: 'Give the token a name' } })) return;
    const outcome = await runMutation(
      async () => {
        const secret = await onCreate({
          name: trimmed,
          scopes: orderedScopes(chosen),
          expiresInDays: expiryDays(expiry),
          currentPassword: askPassword && password !== '' ? password : null,
        });
        onCreated(secret, trimmed);
      },
      { failure: (error) => errorMessage(error, 'Failed to generate the token'), fieldsInline: true },
    );
    if (outcome.ok) return;
    if ('currentPassword' in outcome.fields) setAskPassword(true);
    if (Object.keys(outcome.fields).length > 0) setErrors(outcome.fields);
  };

  return (
    <Modal title="Generate new token" onClose={onClose} width={520}>
      <DialogForm noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          hint="What it is for, e.g. “Nightly export” or “Event bot”."
          {...field('name')}
          maxLength={TOKEN_NAME_MAX}
          required
          autoFocus
          autoComplete="off"
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
          {...field('expiresInDays')}
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
            {...field('currentPassword')}
            required
            autoFocus
            autoComplete="current-password"
          />
        ) : null}
        <DialogActions onCancel={onClose} busy={busy} label="Generate token" />
      </DialogForm>
    </Modal>
  );
}
