import styled from 'styled-components';
import { fontSizes, fontWeights, radii } from '../../styles/theme';

const Tile = styled.div<{ $muted: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  align-content: center;
  width: 3.6rem;
  height: 3.8rem;
  border-radius: ${radii.md};
  background: ${({ $muted, theme }) => ($muted ? theme.colors.sand200 : theme.colors.coral100)};
  color: ${({ $muted, theme }) => ($muted ? theme.colors.inkSoft : theme.colors.coral700)};
  line-height: 1.05;
  span {
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  strong {
    font-size: ${fontSizes['2xl']};
    font-weight: ${fontWeights.heavy};
    color: ${({ $muted, theme }) => ($muted ? theme.colors.inkSoft : theme.colors.plum900)};
  }
`;

/** A calendar leaf with the event's month and day (decoration: the date is written out beside it too). */
export function DateTile({ eventDate, muted = false }: { eventDate: string; muted?: boolean }) {
  const date = new Date(eventDate);
  return (
    <Tile $muted={muted} aria-hidden="true">
      <span>{date.toLocaleDateString('en-US', { month: 'short' })}</span>
      <strong>{date.getDate()}</strong>
    </Tile>
  );
}
