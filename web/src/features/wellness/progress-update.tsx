import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { checkProgress } from './goal-form';
import { colors, controlHeights, fontSizes, fontWeights, space } from '../../styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${space[1.5]};
`;

/** Input and button side by side, bottoms aligned whatever the label's length. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${space[2.5]};
  > button { min-height: ${controlHeights.lg}; }
`;

const ErrorText = styled.p`
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

/**
 * docs/product.md, States and transitions and Validation rules: the progress update control — a number (step 0.1) and Update, disabled while the value is unchanged.
 * Give it `key={current}` so a new value from the server starts it afresh.
 */
export function ProgressUpdate({
  label,
  unit,
  current,
  busy,
  onUpdate,
}: {
  label: string;
  unit: string;
  current: number;
  busy: boolean;
  onUpdate: (value: number) => void;
}) {
  const [draft, setDraft] = useState(String(current));
  const errorId = useId();
  const { value, error } = checkProgress(draft);
  const unchanged = value === null || value === current;
  return (
    <Form
      aria-label={`Update progress for ${label}`}
      // Our own check (checkProgress): the browser's would silently refuse 6.25 for not being a step of 0.1.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged && !busy && value !== null) onUpdate(value);
      }}
    >
      <Row>
        <TextField
          label={`Progress (${unit})`}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" $variant="secondary" disabled={unchanged || busy} aria-busy={busy}>
          Update
        </Button>
      </Row>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Form>
  );
}
