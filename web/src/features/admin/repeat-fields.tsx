import styled from 'styled-components';
import { Checkbox, SelectField, TextField } from '../../components/form-field';
import { chosenDays, toggleDay, WEEKDAY_CHOICES, type RepeatFormValues } from './repeat-form-values';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space[3.5]};
  padding: ${space[4]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  legend {
    padding: 0 ${space[1.5]};
    font-weight: ${fontWeights.strong};
    font-size: ${fontSizes.sm};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${space[3]};
  align-items: start;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  border: 0;
  padding: 0;
  legend {
    margin-bottom: ${space[1.5]};
    font-size: ${fontSizes.sm};
  }
`;

const Hint = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

type TextFieldProps = { value: string; onChange: (event: { target: { value: string } }) => void; error: string | undefined };

/**
 * The Repeat section of the create form (docs/product.md, Recurring walks): does not repeat / weekly on chosen days
 * every N weeks / monthly on the first date's day or its weekday in the month; ends on a date or after N times.
 */
export function RepeatFields({
  values,
  setValue,
  field,
}: {
  values: RepeatFormValues;
  setValue: (name: keyof RepeatFormValues, value: string) => void;
  field: (name: 'interval' | 'count' | 'until') => TextFieldProps;
}) {
  const days = chosenDays(values.weekdays);
  return (
    <Fieldset>
      <legend>Repeat</legend>
      <SelectField
        label="Repeats"
        value={values.repeat}
        onChange={(event) => setValue('repeat', event.target.value)}
        options={[
          { value: 'none', label: 'Does not repeat' },
          { value: 'weekly', label: 'Weekly' },
          { value: 'monthly', label: 'Monthly' },
        ]}
      />
      {values.repeat === 'none' ? null : (
        <>
          <TextField label={values.repeat === 'weekly' ? 'Every how many weeks' : 'Every how many months'} type="number" inputMode="numeric" min={1} max={12} step={1} {...field('interval')} />
          {values.repeat === 'weekly' ? (
            <Days>
              <legend>On</legend>
              {WEEKDAY_CHOICES.map((choice) => (
                <Checkbox
                  key={choice.day}
                  label={choice.label}
                  checked={days.includes(choice.day)}
                  onChange={(event) => setValue('weekdays', toggleDay(values.weekdays, choice.day, event.target.checked))}
                />
              ))}
            </Days>
          ) : (
            <SelectField
              label="On"
              value={values.monthlyBy}
              onChange={(event) => setValue('monthlyBy', event.target.value)}
              options={[
                { value: 'day_of_month', label: 'The same day of the month (e.g. day 14)' },
                { value: 'weekday_of_month', label: 'The same weekday (e.g. the 2nd Saturday)' },
              ]}
            />
          )}
          <Row>
            <SelectField
              label="Ends"
              value={values.ends}
              onChange={(event) => setValue('ends', event.target.value)}
              options={[
                { value: 'count', label: 'After a number of times' },
                { value: 'until', label: 'On a date' },
              ]}
            />
            {values.ends === 'count' ? (
              <TextField label="Times" type="number" inputMode="numeric" min={1} max={52} step={1} {...field('count')} />
            ) : (
              <TextField label="Last date" type="date" {...field('until')} />
            )}
          </Row>
          <Hint>Each date is its own walk, at the same local time; at most 52 dates within a year.</Hint>
        </>
      )}
    </Fieldset>
  );
}
