import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { DialogActions, DialogForm } from '../../components/dialog-form';
import { runMutation } from '../../kit/outcome';
import { TextField } from '../../components/form-field';
import { TrashIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { Panel, PanelHeader } from '../../components/panel';
import { errorMessage } from '../../lib/error-message';
import { useDeleteMyAccount } from './api/use-privacy-actions';
import { Explain, Status } from './data-export-panel';
import { colors, space } from '../../styles/theme';
import { useForm } from '../../kit/use-form';

const List = styled.ul`
  margin: ${space[2.5]} 0 0;
  padding-left: ${space[5]};
  color: ${colors.inkSoft};
  li + li { margin-top: ${space[1]}; }
`;

const DangerButton = styled(Button)`
  margin-top: ${space[4]};
  background: ${colors.danger};
  box-shadow: none;
  &:not(:disabled):hover { background: #8f1e18; }
`;

/** What deleting removes and what it keeps, said before she confirms (the same words as docs/privacy.md). */
function WhatHappens() {
  return (
    <>
      <Explain>Deleting your account removes, for good:</Explain>
      <List>
        <li>your profile, picture, follows and personal access tokens;</li>
        <li>your posts, success stories, endorsements, badges and challenge progress;</li>
        <li>your messages (sent and received), conversations, blocks and notifications;</li>
        <li>your event places, waitlist places and wellness goals;</li>
        <li>your photos and reviews, and the reviews written about you.</li>
      </List>
      <Explain style={{ marginTop: '0.6rem' }}>
        We keep the orders you placed in the shop (names, address, items and amounts): the law requires us to keep
        accounting records. They are not linked to an account any more.
      </Explain>
    </>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { values, field, setErrors, showCheck } = useForm({ password: '' });
  const { remove, deleting } = useDeleteMyAccount();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!showCheck({ errors: values.password === '' ? { password: 'Please enter your password to confirm' } : {} })) return;
    const outcome = await runMutation(() => remove(values.password), {
      success: 'Your account has been deleted. Take care!',
      failure: (error) => errorMessage(error, 'Could not delete your account. Please try again.'),
      fieldsInline: true,
    });
    if (!outcome.ok) setErrors(outcome.fields);
  };

  return (
    <Modal title="Delete your account?" onClose={onClose} width={520}>
      <DialogForm noValidate onSubmit={(event) => void submit(event)}>
        <WhatHappens />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          {...field('password')}
        />
        <DialogActions onCancel={onClose} busy={deleting} label="Delete my account" />
      </DialogForm>
    </Modal>
  );
}

/**
 * "Delete my account": what goes and what stays (orders, for accounting) in words, then her password again. The
 * organization owner is told why she cannot (docs/privacy.md).
 */
export function DeleteAccountPanel({ isOrganizationOwner }: { isOrganizationOwner: boolean }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel aria-labelledby="delete-account-title">
      <PanelHeader icon={<TrashIcon />} id="delete-account-title" title="Delete my account" />
      <WhatHappens />
      {isOrganizationOwner ? (
        <Status role="note">
          You are the organization owner, so your account cannot be deleted. The community needs its owner: contact support
          if the organization is closing.
        </Status>
      ) : (
        <DangerButton type="button" onClick={() => setConfirming(true)}>
          Delete my account…
        </DangerButton>
      )}
      {confirming ? <DeleteAccountDialog onClose={() => setConfirming(false)} /> : null}
    </Panel>
  );
}
