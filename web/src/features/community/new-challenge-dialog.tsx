import { useMutation } from '@apollo/client/react';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { ChallengeType } from '../../gql/graphql';
import { missingFields, useForm } from '../../kit/use-form';
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
  // endDate holds the chosen day (the server's field of the same name gets its end).
  const { values, setValue, field, showCheck, setErrors, submit } = useForm({ title: '', description: '', challengeType: 'steps' as ChallengeType, targetValue: '', unit: '', endDate: '' });
  const [create, { loading }] = useMutation(CreateChallengeMutation, { refetchQueries: ['CommunityChallenges', 'CommunityStats'] });
  const onSubmit = submit(async (form) => {
    if (!showCheck({ errors: missingFields(form, { title: REQUIRED, description: REQUIRED, targetValue: REQUIRED, endDate: REQUIRED }) })) return undefined;
    return submitDialog(
      () =>
        create({
          variables: {
            input: {
              title: form.title,
              description: form.description,
              challengeType: form.challengeType,
              targetValue: Number(form.targetValue),
              unit: form.unit.trim() || null,
              endDate: endOfDay(form.endDate).toISOString(),
            },
          },
        }),
      { success: 'Challenge created successfully!', fallback: 'Failed to create challenge', setErrors, onClose },
    );
  });

  return (
    <Modal title="New Challenge" onClose={onClose} width={560}>
      <DialogForm onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label="Title" {...field('title')} maxLength={120} required />
        <TextAreaField label="Description" {...field('description')} maxLength={2000} rows={4} required />
        <div className="row">
          <SelectField label="Type" value={values.challengeType} onChange={(event) => setValue('challengeType', event.target.value as ChallengeType)} options={typeOptions} />
          <TextField label="Target" type="number" inputMode="decimal" min="0" step="any" {...field('targetValue')} required />
          <TextField label="Unit (optional)" {...field('unit')} maxLength={30} placeholder={unitHint[values.challengeType]} />
        </div>
        <TextField label="Last day" type="date" {...field('endDate')} required />
        <DialogActions onCancel={onClose} busy={loading} label="Create challenge" />
      </DialogForm>
    </Modal>
  );
}
