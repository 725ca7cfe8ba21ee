import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { ChallengeType } from '../../gql/graphql';
import { challengeTypeLabels } from './challenge-card';
import { DialogActions, DialogForm, submitDialog } from '../../components/dialog-form';

const CreateChallengeMutation = graphql(`
  mutation CreateChallenge($input: ChallengeInput!) {
    createChallenge(input: $input) {
      id
    }
  }
`);

const REQUIRED = 'Please fill in all required fields';
const typeOptions = (Object.keys(challengeTypeLabels) as ChallengeType[]).map((value) => ({ value, label: challengeTypeLabels[value] }));
const unitHint: Readonly<Record<ChallengeType, string>> = { steps: 'steps', distance: 'miles', wellness: 'minutes', business: 'actions' };

/** The end of the chosen day in her time zone. */
const endOfDay = (day: string): Date => new Date(`${day}T23:59:59`);

/** Admins create a challenge: title, description, type, target, optional unit and the last day. */
export function NewChallengeDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState({ title: '', description: '', challengeType: 'steps' as ChallengeType, targetValue: '', unit: '', endDay: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useMutation(CreateChallengeMutation, { refetchQueries: ['CommunityChallenges', 'CommunityStats'] });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of ['title', 'description', 'targetValue', 'endDay'] as const) if (!form[field].trim()) missing[field === 'endDay' ? 'endDate' : field] = REQUIRED;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await submitDialog(
      () =>
        create({
          variables: {
            input: {
              title: form.title,
              description: form.description,
              challengeType: form.challengeType,
              targetValue: Number(form.targetValue),
              unit: form.unit.trim() || null,
              endDate: endOfDay(form.endDay).toISOString(),
            },
          },
        }),
      { success: 'Challenge created successfully!', fallback: 'Failed to create challenge', setErrors, onClose },
    );
  };

  return (
    <Modal title="New Challenge" onClose={onClose} width={560}>
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Title" value={form.title} onChange={set('title')} maxLength={120} error={errors.title} required />
        <TextAreaField label="Description" value={form.description} onChange={set('description')} maxLength={2000} rows={4} error={errors.description} required />
        <div className="row">
          <SelectField label="Type" value={form.challengeType} onChange={set('challengeType')} options={typeOptions} />
          <TextField label="Target" type="number" inputMode="decimal" min="0" step="any" value={form.targetValue} onChange={set('targetValue')} error={errors.targetValue} required />
          <TextField label="Unit (optional)" value={form.unit} onChange={set('unit')} maxLength={30} placeholder={unitHint[form.challengeType]} error={errors.unit} />
        </div>
        <TextField label="Last day" type="date" value={form.endDay} onChange={set('endDay')} error={errors.endDate} required />
        <DialogActions onCancel={onClose} busy={loading} label="Create challenge" />
      </DialogForm>
    </Modal>
  );
}
