import styled from 'styled-components';
import type { FragmentType } from '../../gql';
import type { EventActionHandlers } from './event-actions';
import { EventCard, type EventCardFragment } from './event-card';
import { space } from '../../styles/theme';

const Grid = styled.ul`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; min-width: 0; }
`;

/** Event cards in a responsive grid. */
export function EventList({
  events,
  now,
  busyId,
  handlers,
  label,
}: {
  events: ReadonlyArray<{ id: string } & FragmentType<typeof EventCardFragment>>;
  now: number;
  busyId: string | null;
  handlers: EventActionHandlers;
  label: string;
}) {
  return (
    <Grid aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} now={now} busy={busyId === event.id} handlers={handlers} />
        </li>
      ))}
    </Grid>
  );
}
