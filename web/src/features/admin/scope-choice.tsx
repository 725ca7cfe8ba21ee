import { useId } from 'react';
import styled from 'styled-components';
import type { EventScope } from '../../gql/graphql';
import { colors, fontSizes, space } from '../../styles/theme';

const Group = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  margin-top: ${space[4]};
  border: 0;
  padding: 0;
  legend {
    margin-bottom: ${space[1.5]};
    font-size: ${fontSizes.sm};
    color: ${colors.ink};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${space[2]};
    color: ${colors.ink};
  }
`;

/** "Only this date" / "This and following" for an admin's change to a date of a recurring walk (docs/product.md, Recurring walks). */
export function ScopeChoice({ onChange }: { onChange: (scope: EventScope) => void }) {
  const name = useId();
  return (
    <Group>
      <legend>Which dates?</legend>
      <label>
        <input type="radio" name={name} defaultChecked onChange={() => onChange('this_date')} /> Only this date
      </label>
      <label>
        <input type="radio" name={name} onChange={() => onChange('this_and_following')} /> This and following
      </label>
    </Group>
  );
}
