import { UnavailableNote } from './unavailable-note';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { MessageIcon, UsersIcon } from '../../../components/icons';
import { ConversationRow } from '../../../components/messages/conversation-summary';
import { Panel, PanelHeader } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { useSession } from '../../../lib/session';
import { space } from '../../../styles/theme';

/** docs/product.md, Dashboard and Business constants and limits: up to 3 conversations, most recent first (the live stream reorders and counts them). */
export const RecentMessagesPanelFragment = graphql(`
  fragment RecentMessagesPanel on Query {
    recentConversations: conversations(limit: 3) {
      id
      ...ConversationSummary
    }
  }
`);

const RECENT_SHOWN = 3;

const List = styled.ul`
  display: grid;
  gap: ${space[1]};
  margin: -${space[1.5]} -${space[2]} 0;
  padding: 0;
  list-style: none;
`;

/** Her latest conversations, each opening its thread, with its unread count; or the way to find members. */
export function RecentMessagesPanel({ query }: { query: FragmentType<typeof RecentMessagesPanelFragment> }) {
  const { recentConversations } = getFragmentData(RecentMessagesPanelFragment, query);
  const viewerId = useSession().user?.id ?? '';
  return (
    <Panel aria-labelledby="recent-messages-title">
      <PanelHeader icon={<MessageIcon />} id="recent-messages-title" title="Recent Messages" />
      {!recentConversations ? (
        <UnavailableNote what="Your messages" />
      ) : recentConversations.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title="No messages yet" action={<ButtonLink to={paths.directory}>Find Members</ButtonLink>}>
          Say hello to a mom entrepreneur near you — your conversations will show up here.
        </EmptyState>
      ) : (
        <List>
          {recentConversations.slice(0, RECENT_SHOWN).map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} viewerId={viewerId} />
          ))}
        </List>
      )}
    </Panel>
  );
}
