import { Link } from 'react-router';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { CalendarIcon } from '../../components/icons';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatRelative } from '../../lib/dates';
import { NotificationItemFragment } from '../../lib/notifications/notification-item';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';

const Row = styled(Link)<{ $unread: boolean }>`
  display: flex;
  gap: ${space[3]};
  align-items: flex-start;
  padding: ${space[3]} ${space[3]};
  border-radius: ${radii.md};
  color: ${colors.ink};
  text-decoration: none;
  background: ${({ $unread, theme }) => ($unread ? theme.colors.coral100 : 'transparent')};
  &:hover { background: ${({ $unread, theme }) => ($unread ? '#FADCCD' : theme.colors.sand100)}; }
  .text { flex: 1; min-width: 0; display: grid; gap: ${space[1]}; line-height: 1.4; overflow-wrap: anywhere; }
  strong { color: ${colors.plum900}; font-weight: ${fontWeights.bold}; }
  time { font-size: ${fontSizes.xs}; color: ${colors.inkSoft}; }
`;

const EventMark = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: ${controlHeights.sm};
  height: ${controlHeights.sm};
  border-radius: 50%;
  background: ${colors.plum100};
  color: ${colors.plum700};
`;

const Dot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  margin-top: ${space[2]};
  border-radius: 50%;
  background: ${colors.coral600};
`;

/** Only the app's own paths are followed (a notification's link is a path like /profile/{id}). */
const inAppPath = (link: string): string => (link.startsWith('/') && !link.startsWith('//') ? link : '/dashboard');

/**
 * One notification: who (her picture, or a calendar for a walk's news), what happened, when (the time labels of docs/product.md, Business constants and limits)
 * and a dot while unread. Opening it follows its link; `onOpen` marks it read.
 */
export function NotificationRow({
  notification,
  onOpen,
  now,
}: {
  notification: FragmentType<typeof NotificationItemFragment>;
  onOpen: (id: string, unread: boolean) => void;
  now: number;
}) {
  const { id, actor, text, link, createdAt, readAt } = getFragmentData(NotificationItemFragment, notification);
  const unread = readAt === null;
  return (
    <li>
      <Row to={inAppPath(link)} $unread={unread} data-notification={id} onClick={() => onOpen(id, unread)}>
        {actor ? (
          <Avatar firstName={actor.firstName} lastName={actor.lastName} picture={actor.profilePicture} size={40} />
        ) : (
          <EventMark>
            <CalendarIcon width={20} height={20} />
          </EventMark>
        )}
        <span className="text">
          <span>
            {actor ? (
              <>
                <strong>
                  {actor.firstName} {actor.lastName}
                </strong>{' '}
              </>
            ) : null}
            {text}
          </span>
          <time dateTime={createdAt}>{formatRelative(createdAt, now)}</time>
        </span>
        {unread ? (
          <>
            <Dot aria-hidden="true" />
            <span className="visually-hidden">(unread)</span>
          </>
        ) : null}
      </Row>
    </li>
  );
}
