import styled from 'styled-components';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { FormAlert } from '../../components/form-alert';
import { SproutIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { Spinner } from '../../components/spinner';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useForm } from '../../kit/use-form';
import type { GoalType } from '../../gql/graphql';
import { useCreateGoal } from './api/use-create-goal';
import { todayDateValue } from './goal-dates';
import { checkGoalForm, emptyGoalForm, type GoalFormValues } from './goal-form';
import { space } from '../../styles/theme';

export const NewGoalFormFragment = graphql(`
  fragment NewGoalForm on Query {
    wellnessGoalTypes {
      goalType
      label
      unit
    }
  }
`);

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

/** docs/product.md, Wellness and Validation rules: Add New Goal — goal type, target value (with its unit) and target date, checked before sending. */
export function NewGoalForm({ query }: { query: FragmentType<typeof NewGoalFormFragment> }) {
  const { wellnessGoalTypes: goalTypes } = getFragmentData(NewGoalFormFragment, query);
  const { createGoal, creating } = useCreateGoal();
  const { values, setValue, errors, formError, showCheck, submit, reset } = useForm<GoalFormValues>(emptyGoalForm);
  const today = todayDateValue();
  const unit = goalTypes.find((type) => type.goalType === values.goalType)?.unit;

  const onSubmit = submit(async (current) => {
    if (creating) return undefined;
    const check = checkGoalForm(current, todayDateValue());
    if (!showCheck({ errors: check.errors, message: check.formError }) || !check.input) return undefined;
    const outcome = await createGoal(check.input);
    if (outcome.ok) reset();
    return outcome;
  });

  return (
    <Panel aria-labelledby="new-goal-title">
      <PanelHeader icon={<SproutIcon />} id="new-goal-title" title="Add New Goal" />
      <Form aria-labelledby="new-goal-title" onSubmit={(event) => void onSubmit(event)} noValidate>
        <SelectField
          label="Goal type"
          value={values.goalType}
          error={errors.goalType}
          onChange={(event) => setValue('goalType', event.target.value as GoalType | '')}
          options={[{ value: '', label: 'Select a goal type' }, ...goalTypes.map((type) => ({ value: type.goalType, label: type.label }))]}
        />
        <TextField
          label={unit ? `Target value (${unit})` : 'Target value'}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0.1"
          hint={unit ? undefined : 'Choose a goal type to see its unit'}
          value={values.targetValue}
          error={errors.targetValue}
          onChange={(event) => setValue('targetValue', event.target.value)}
        />
        <TextField
          label="Target date"
          type="date"
          min={today}
          value={values.targetDate}
          error={errors.targetDate}
          onChange={(event) => setValue('targetDate', event.target.value)}
        />
        {formError ? (
          <FormAlert>{formError}</FormAlert>
        ) : null}
        <Button type="submit" disabled={creating} aria-busy={creating} $block>
          {creating ? <Spinner aria-hidden="true" /> : null}
          {creating ? 'Adding goal…' : 'Add Goal'}
        </Button>
      </Form>
    </Panel>
  );
}

