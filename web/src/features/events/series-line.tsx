import styled from 'styled-components';
import { formatEventDay } from '../../lib/dates';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

const Line = styled.p`
  display: grid;
  gap: ${space[0.5]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  strong {
    font-weight: ${fontWeights.strong};
    color: ${colors.plum700};
  }
`;

/** "Repeats weekly on Saturday", then the next dates of the series (docs/product.md, Recurring walks). */
export function SeriesLine({ summary, dates }: { summary: string; dates: ReadonlyArray<{ id: string; eventDate: string }> }) {
  return (
    <Line>
      <strong>{summary}</strong>
      {dates.length > 0 ? <span>Next: {dates.map((date) => formatEventDay(date.eventDate)).join(' · ')}</span> : null}
    </Line>
  );
}
