import styled from 'styled-components';
import { formatEventDay, formatTimeWithDuration } from '../../lib/dates';
import { participantsText } from '../../lib/events/event-display';
import { CalendarIcon, ClockIcon, MapPinIcon, UsersIcon } from '../icons';
import { colors, fontSizes, space } from '../../styles/theme';

const List = styled.ul`
  display: grid;
  gap: ${space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  li {
    display: flex;
    align-items: flex-start;
    gap: ${space[2]};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    width: 17px;
    height: 17px;
    margin-top: ${space[0.5]};
    color: ${colors.plum600};
  }
`;

/** Date, time with duration, location and (when given) participants of an event, each with its icon and a spoken label. */
export function EventFacts({
  eventDate,
  durationMinutes,
  location,
  participants,
}: {
  eventDate: string;
  durationMinutes: number;
  location: string | null | undefined;
  participants?: { current: number; max: number | null };
}) {
  return (
    <List>
      <li>
        <CalendarIcon />
        <span>
          <span className="visually-hidden">Date: </span>
          {formatEventDay(eventDate)}
        </span>
      </li>
      <li>
        <ClockIcon />
        <span>
          <span className="visually-hidden">Time: </span>
          {formatTimeWithDuration(eventDate, durationMinutes)}
        </span>
      </li>
      {location ? (
        <li>
          <MapPinIcon />
          <span>
            <span className="visually-hidden">Location: </span>
            {location}
          </span>
        </li>
      ) : null}
      {participants ? (
        <li>
          <UsersIcon />
          <span>{participantsText(participants.current, participants.max)}</span>
        </li>
      ) : null}
    </List>
  );
}
