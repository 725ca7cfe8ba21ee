import styled from 'styled-components';
import { UnreadCount } from '../messages/conversation-summary';

/** A count beside a navigation link (unread messages); nothing at 0. */
export const NavBadge = styled(UnreadCount)`
  margin-left: 0.4rem;
  vertical-align: 0.1em;
`;
