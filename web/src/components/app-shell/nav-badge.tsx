import styled from 'styled-components';
import { UnreadCount } from '../messages/conversation-summary';
import { space } from '../../styles/theme';

/** A count beside a navigation link (unread messages); nothing at 0. */
export const NavBadge = styled(UnreadCount)`
  margin-left: ${space[1.5]};
  vertical-align: 0.1em;
`;
