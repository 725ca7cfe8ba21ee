import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { EventStatus } from '../../gql/graphql';
import { DateTile } from './date-tile';
import { EventBadges, EventStatusBadge, FullBadge } from './event-badges';
import { fontSizes, space } from '../../styles/theme';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3.5]};
  align-items: flex-start;
  min-width: 0;
`;

const Titles = styled.div`
  flex: 1 1 14rem;
  display: grid;
  gap: ${space[1.5]};
  min-width: 0;
  h2, h3 {
    font-size: ${fontSizes.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

/**
 * The top of an event card: a calendar leaf (muted once the walk is over), the status and Full badges, and the title
 * (`titleId`: the card is labelled by it); `children` (actions) follow on the right, or below on a narrow card.
 */
export function EventHeading({
  titleId,
  title,
  level,
  eventDate,
  status,
  isFull,
  children,
}: {
  titleId: string;
  title: string;
  level: 2 | 3;
  eventDate: string;
  status: EventStatus;
  isFull: boolean;
  children?: ReactNode;
}) {
  const Title = `h${level}` as const;
  return (
    <Head>
      <DateTile eventDate={eventDate} muted={status === 'completed' || status === 'cancelled'} />
      <Titles>
        <EventBadges>
          <EventStatusBadge status={status} />
          {isFull ? <FullBadge /> : null}
        </EventBadges>
        <Title id={titleId}>{title}</Title>
      </Titles>
      {children}
    </Head>
  );
}

/** An event's description, cut after a few lines. */
export const EventDescription = styled.p<{ $lines: number }>`
  font-size: ${fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
