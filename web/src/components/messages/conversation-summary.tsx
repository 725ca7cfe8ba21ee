import { Link } from 'react-router';
import styled from 'styled-components';
import { messagesWithPath } from '../../config/paths';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatRelative } from '../../lib/dates';
import { Avatar } from '../avatar';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

/**
 * One line of a conversation list (the Messages screen, the dashboard's Recent Messages): the partner, the last
 * message and the unread count. The stream fetches a conversation it does not know yet with this same fragment.
 */
export const ConversationSummaryFragment = graphql(`
  fragment ConversationSummary on Conversation {
    id
    unreadCount
    partner {
      id
      firstName
      lastName
      businessName
      profilePicture
    }
    lastMessage {
      id
      content
      createdAt
      sender {
        id
      }
    }
  }
`);

const Count = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 1.35rem;
  height: 1.35rem;
  padding: 0 ${space[1.5]};
  border-radius: ${radii.pill};
  background: ${colors.coral600};
  color: ${colors.white};
  font-size: 0.75rem;
  font-weight: ${fontWeights.bold};
  line-height: 1;
`;

/** How many unread (a conversation's messages, all of hers): "99+" past 99, read out as "N unread". Nothing at 0. */
export function UnreadCount({ count, className }: { count: number | null | undefined; className?: string }) {
  if (!count) return null;
  return (
    <>
      <Count aria-hidden="true" className={className}>
        {count > 99 ? '99+' : count}
      </Count>
      <span className="visually-hidden"> ({count} unread)</span>
    </>
  );
}

const Row = styled(Link)<{ $selected: boolean; $unread: boolean }>`
  display: flex;
  gap: ${space[3]};
  align-items: center;
  padding: ${space[3]} ${space[3]};
  border-radius: ${radii.md};
  color: inherit;
  text-decoration: none;
  background: ${({ $selected, theme }) => ($selected ? theme.colors.plum100 : 'transparent')};
  &:hover { background: ${({ $selected, theme }) => ($selected ? theme.colors.plum100 : theme.colors.sand100)}; }
  .text { flex: 1; min-width: 0; display: grid; gap: ${space[0.5]}; }
  .line { display: flex; align-items: baseline; gap: ${space[2]}; min-width: 0; }
  .line > :first-child { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  strong { color: ${colors.plum900}; font-weight: ${({ $unread }) => ($unread ? 750 : 650)}; }
  time, small { font-size: ${fontSizes.xs}; }
  time { flex: none; color: ${colors.inkSoft}; }
  small { font-weight: ${fontWeights.semibold}; color: ${colors.coral700}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .preview {
    font-size: ${fontSizes.sm};
    color: ${({ $unread, theme }) => ($unread ? theme.colors.ink : theme.colors.inkSoft)};
    font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  }
`;

export type ConversationSummaryRef = FragmentType<typeof ConversationSummaryFragment>;

/**
 * One conversation as a link to its thread (/messages?user=…): partner, business, the last message (hers marked
 * "You:"), its time label (docs/product.md, Business constants and limits) and the unread count. The Messages list and the dashboard's Recent Messages.
 */
export function ConversationRow({
  conversation,
  viewerId,
  selected = false,
  now = Date.now(),
}: {
  conversation: ConversationSummaryRef;
  viewerId: string;
  selected?: boolean;
  now?: number;
}) {
  const { id, partner, lastMessage: last, unreadCount } = getFragmentData(ConversationSummaryFragment, conversation);
  const name = `${partner.firstName} ${partner.lastName}`;
  const preview = last ? `${last.sender.id === viewerId ? 'You: ' : ''}${last.content}` : 'New conversation';
  return (
    <li>
      <Row
        to={messagesWithPath(id)}
        $selected={selected}
        $unread={unreadCount > 0}
        aria-current={selected ? 'page' : undefined}
        data-conversation={id}
      >
        <Avatar firstName={partner.firstName} lastName={partner.lastName} picture={partner.profilePicture} size={44} />
        <span className="text">
          <span className="line">
            <strong>{name}</strong>
            {last ? <time dateTime={last.createdAt}>{formatRelative(last.createdAt, now)}</time> : null}
          </span>
          {partner.businessName ? <small>{partner.businessName}</small> : null}
          <span className="line">
            <span className="preview">{preview}</span>
            <UnreadCount count={unreadCount} />
          </span>
        </span>
      </Row>
    </li>
  );
}
