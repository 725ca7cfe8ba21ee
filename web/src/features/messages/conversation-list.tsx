import styled from 'styled-components';
import { Button } from '../../components/button';
import { ConversationRow, type ConversationSummaryRef } from '../../components/messages/conversation-summary';
import { Spinner } from '../../components/spinner';
import { space } from '../../styles/theme';

const List = styled.ul`
  margin: 0;
  padding: ${space[1.5]};
  list-style: none;
  display: grid;
  gap: ${space[0.5]};
`;

const More = styled.div`
  display: grid;
  place-items: center;
  padding: ${space[2]} ${space[2]} ${space[3.5]};
`;

/**
 * Her conversations, most recent first. `pinned`: the conversation opened by `?user=` when the loaded pages do not
 * hold it (a member she has not written with yet), shown on top.
 */
export function ConversationList({
  conversations,
  pinned,
  selectedId,
  viewerId,
  now,
  canLoadMore,
  loadingMore,
  onLoadMore,
}: {
  conversations: ReadonlyArray<ConversationSummaryRef & { id: string }>;
  pinned: (ConversationSummaryRef & { id: string }) | null;
  selectedId: string | null;
  viewerId: string;
  now: number;
  canLoadMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const rows = pinned ? [pinned, ...conversations] : conversations;
  return (
    <>
      <List>
        {rows.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            viewerId={viewerId}
            selected={conversation.id === selectedId}
            now={now}
          />
        ))}
      </List>
      {canLoadMore ? (
        <More>
          <Button type="button" $variant="ghost" onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? <Spinner aria-hidden="true" /> : null}
            Show more conversations
          </Button>
        </More>
      ) : null}
    </>
  );
}
