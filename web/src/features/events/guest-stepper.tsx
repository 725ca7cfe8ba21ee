import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

const Group = styled.div`
  display: flex;
  flex-basis: 100%;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.ink};
  span[id] {
    font-weight: ${fontWeights.strong};
  }
  output {
    min-width: 1.5rem;
    text-align: center;
    font-weight: ${fontWeights.strong};
  }
  && button {
    flex: none;
    width: 36px;
    padding: 0;
  }
`;

/** How many guests she brings (0..limit): − and + around the count, read out as it changes (docs/product.md, Guests). */
export function GuestStepper({ value, limit, onChange, disabled }: { value: number; limit: number; onChange: (value: number) => void; disabled?: boolean }) {
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <span id={labelId}>Guests</span>
      <Button type="button" $variant="secondary" aria-label="Fewer guests" disabled={disabled || value <= 0} onClick={() => onChange(value - 1)}>
        −
      </Button>
      <output aria-live="polite" aria-label={`${value} ${value === 1 ? 'guest' : 'guests'}`}>
        {value}
      </output>
      <Button type="button" $variant="secondary" aria-label="More guests" disabled={disabled || value >= limit} onClick={() => onChange(value + 1)}>
        +
      </Button>
      <span>(up to {limit}; they take places)</span>
    </Group>
  );
}
