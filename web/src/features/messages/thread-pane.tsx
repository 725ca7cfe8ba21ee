import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { ArrowLeftIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { getFragmentData } from '../../gql';
import type { MessageItemFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message';
import { ConversationSummaryFragment } from '../../components/messages/conversation-summary';
import { MessageItemFragment as MessageItemDoc } from '../../lib/messages/message-item';
import { messageDraftOf } from '../../lib/messages/message-draft';
import { useNow } from '../../lib/use-now';
import { useBlockMember } from './api/use-block-member';
import { useMarkRead } from './api/use-mark-read';
import { useSendMessage } from './api/use-send-message';
import { Composer } from './composer';
import { MessageThread } from './message-thread';
import { MessagesThreadQuery, THREAD_PAGE_SIZE } from './messages-query';
import { useOutgoingMessages } from './outgoing-messages';
import { ReportDialog } from '../../components/report/report-dialog';
import { ThreadHeader } from './thread-header';
import { usePageVisible } from './use-page-visible';
import { colors, fontSizes, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  height: 100%;
`;

const Centered = styled.div`
  flex: 1;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space[3.5]};
  padding: ${space[8]} ${space[5]};
  text-align: center;
  color: ${colors.inkSoft};
`;

const Blocked = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2.5]} ${space[4]};
  padding: ${space[3.5]} ${space[4]};
  border-top: 1px solid ${colors.border};
  background: ${colors.sand100};
  p { flex: 1 1 14rem; font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
  strong { display: block; color: ${colors.plum900}; font-size: ${fontSizes.md}; }
`;

/** Where focus goes when the thread has loaded: the send box (she chose it on a wide screen) or the heading. */
export type ThreadFocus = 'composer' | 'heading' | 'none';

/**
 * One conversation: heading with its menu, the thread (older messages on scroll-up), and the send box — or, while
 * she blocks the partner, "You blocked this member" with Unblock. While it is on screen, its unread count stays 0.
 */
export function ThreadPane({
  partnerId,
  viewerId,
  focusOnOpen,
  onBack,
}: {
  partnerId: string;
  viewerId: string;
  focusOnOpen: ThreadFocus;
  onBack: () => void;
}) {
  const { data, error, loading, fetchMore } = useScreenQuery('Failed to load messages', MessagesThreadQuery, {
    variables: { partnerId, limit: THREAD_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const now = useNow(30_000);
  const visible = usePageVisible();
  const outgoing = useOutgoingMessages(viewerId, partnerId);
  const { send, retry, discard } = useSendMessage(viewerId, partnerId);
  const markRead = useMarkRead(viewerId);
  const { block, unblock, busy } = useBlockMember(partnerId);
  const [confirmElement, confirm] = useConfirmDialog();
  const [reported, setReported] = useState<MessageItemFragment | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const focused = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const draft = messageDraftOf(location.state);
  // Once sent, a prefilled welcome is not offered again (a reload keeps the history entry's state).
  const sendFromBox = (content: string) => {
    if (draft) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void send(content);
  };

  const conversation = data?.conversation;
  const summary = conversation ? getFragmentData(ConversationSummaryFragment, conversation) : null;
  const unread = summary?.unreadCount ?? 0;
  const blocked = conversation?.isBlockedByMe ?? false;
  const loaded = summary !== null;

  useEffect(() => {
    if (loaded && unread > 0 && visible) markRead(partnerId);
  }, [loaded, unread, visible, markRead, partnerId]);

  useEffect(() => {
    if (!loaded || focused.current) return;
    focused.current = true;
    if (focusOnOpen === 'composer') textareaRef.current?.focus();
    else if (focusOnOpen === 'heading') headingRef.current?.focus();
  }, [loaded, focusOnOpen]);

  const messages = conversation ? getFragmentData(MessageItemDoc, conversation.messages.messages) : [];
  const firstId = messages[0]?.id;
  const loadOlder = useCallback(
    () => (firstId ? fetchMore({ variables: { before: firstId } }) : Promise.resolve()),
    [fetchMore, firstId],
  );

  if (!summary || !conversation) {
    return (
      <Pane aria-busy={loading || undefined}>
        <Centered>
          {loading ? (
            <Spinner $size={32} aria-label="Loading messages" role="status" />
          ) : (
            <>
              <p>{errorMessage(error, 'We could not load this conversation.')}</p>
              <Button type="button" $variant="secondary" onClick={onBack}>
                <ArrowLeftIcon width={18} height={18} /> Back to conversations
              </Button>
            </>
          )}
        </Centered>
      </Pane>
    );
  }

  const { partner } = summary;
  const onBlock = async () => {
    const confirmed = await confirm({
      title: `Block ${partner.firstName}?`,
      message: `Neither of you will be able to send messages while she is blocked. ${partner.firstName} won't be told.`,
      confirmLabel: 'Block',
      tone: 'danger',
    });
    if (confirmed) await block();
  };

  return (
    <Pane aria-labelledby={headingId}>
      <ThreadHeader
        partner={partner}
        headingId={headingId}
        headingRef={headingRef}
        blocked={blocked}
        busy={busy}
        onBack={onBack}
        onBlock={() => void onBlock()}
        onUnblock={() => void unblock()}
      />
      <MessageThread
        messages={messages}
        outgoing={outgoing}
        hasOlder={conversation.messages.hasOlder}
        onLoadOlder={loadOlder}
        viewerId={viewerId}
        partnerFirstName={partner.firstName}
        now={now}
        onReport={setReported}
        onRetry={(message) => void retry(message)}
        onDiscard={discard}
      />
      {blocked ? (
        <Blocked role="status">
          <p>
            <strong>You blocked this member</strong>
            Neither of you can send messages until you unblock her.
          </p>
          <Button type="button" $variant="secondary" onClick={() => void unblock()} disabled={busy}>
            Unblock
          </Button>
        </Blocked>
      ) : (
        <Composer partnerName={`${partner.firstName} ${partner.lastName}`} initialText={draft} onSend={sendFromBox} textareaRef={textareaRef} />
      )}
      {reported ? <ReportDialog subject={{ type: 'message', id: reported.id, preview: reported.content }} onClose={() => setReported(null)} /> : null}
      {confirmElement}
    </Pane>
  );
}
