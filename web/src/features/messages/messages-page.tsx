import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled, { css } from 'styled-components';
import { ButtonLink } from '../../components/button';
import { Page } from '../../kit/page';
import { EmptyState } from '../../components/empty-state';
import { MessageIcon, UsersIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useThreadPagePolicy } from '../../lib/messages/thread-page-policy';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useNow } from '../../lib/use-now';
import { cardSurface } from '../../styles/surface';
import { ConversationList } from './conversation-list';
import { CONVERSATIONS_PAGE_SIZE, MessagesConversationsQuery, MessagesThreadQuery, THREAD_PAGE_SIZE } from './messages-query';
import { ThreadPane, type ThreadFocus } from './thread-pane';
import { colors, fontSizes, layout, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';

const WIDE = '(min-width: 900px)';
const focusFor = (): ThreadFocus => (window.matchMedia(WIDE).matches ? 'composer' : 'heading');

/** On a phone with a thread open, the thread takes the screen: the page title stays for screen readers only. */
const Heading = styled.div<{ $threadOpen: boolean }>`
  ${({ $threadOpen }) =>
    $threadOpen &&
    css`
      @media not all and ${WIDE} {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0, 0, 0, 0);
      }
    `}
`;

/** Two panes on a laptop; one at a time on a phone (the list, or the open thread with a back button). */
const Layout = styled.div<{ $threadOpen: boolean }>`
  ${cardSurface}
  display: grid;
  overflow: hidden;
  height: max(440px, calc(100dvh - ${layout.headerHeight} - 5.5rem));
  @media ${WIDE} {
    grid-template-columns: minmax(280px, 340px) minmax(0, 1fr);
    height: max(480px, calc(100dvh - ${layout.headerHeight} - 12rem));
  }
  @media not all and ${WIDE} {
    ${({ $threadOpen }) => ($threadOpen ? '& > :first-child { display: none; }' : '& > :last-child { display: none; }')}
    ${({ $threadOpen }) => !$threadOpen && 'height: auto; min-height: 0;'}
  }
`;

const ListPane = styled.nav`
  min-height: 0;
  overflow-y: auto;
  border-right: 1px solid ${colors.border};
  background: ${colors.white};
  h2 {
    padding: ${space[4]} ${space[4]} ${space[1.5]};
    font-size: ${fontSizes.md};
    color: ${colors.inkSoft};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  @media not all and ${WIDE} {
    border-right: 0;
  }
`;

const ThreadArea = styled.div`
  min-width: 0;
  min-height: 0;
  background: ${colors.sand50};
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  min-height: 200px;
  padding: ${space[6]};
  color: ${colors.plum700};
`;

/**
 * docs/product.md, Messages (/messages): her conversations and the open thread. `?user=<id>` opens (or starts) the
 * conversation with that member — the directory's and profiles' Message buttons land here — and keeps it across a
 * reload. docs/product.md, Error catalogue: "Failed to load conversations" / "Failed to load messages".
 */
export function MessagesPage() {
  const { user } = useSession();
  const viewerId = user?.id ?? '';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selectedId = params.get('user')?.trim() || null;
  const now = useNow(30_000);
  useThreadPagePolicy();
  // The list's length when a page came back short: nothing more to load until the list changes.
  const [endAt, setEndAt] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, error, loading, fetchMore } = useScreenQuery('Failed to load conversations', MessagesConversationsQuery, {
    variables: { limit: CONVERSATIONS_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });

  // The conversation `?user=` opened, when the loaded pages do not list it (she has not written with her yet).
  const conversations = data?.conversations ?? [];
  const listed = selectedId !== null && conversations.some((conversation) => conversation.id === selectedId);
  const selected = useQuery(MessagesThreadQuery, {
    variables: { partnerId: selectedId ?? '', limit: THREAD_PAGE_SIZE },
    fetchPolicy: 'cache-only',
    skip: selectedId === null || listed,
  });
  const pinned = (!listed && selected.data?.conversation) || null;

  // Focus: a conversation she opens (here, or by a Message button elsewhere) gets it in its send box on a wide screen,
  // on its heading on a phone (no keyboard popping up over the thread); back on a phone, the conversation she left.
  const [focusOnOpen, setFocusOnOpen] = useState<ThreadFocus>(() => (selectedId ? focusFor() : 'none'));
  const cameFrom = useRef<string | null>(null);
  const listRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selectedId || !cameFrom.current) return;
    listRef.current?.querySelector<HTMLElement>(`[data-conversation="${CSS.escape(cameFrom.current)}"]`)?.focus();
    cameFrom.current = null;
  }, [selectedId]);

  const onPick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[data-conversation]')) return;
    setFocusOnOpen(focusFor());
  };
  const onBack = () => {
    cameFrom.current = selectedId;
    void navigate(paths.messages);
  };

  const onLoadMore = async () => {
    setLoadingMore(true);
    try {
      const { data: more } = await fetchMore({
        variables: { offset: conversations.length },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.conversations ?? [];
          const known = new Set(before.map((conversation) => conversation.id));
          return { conversations: [...before, ...(fetchMoreResult.conversations ?? []).filter((c) => !known.has(c.id))] };
        },
      });
      const added = more?.conversations?.length ?? 0;
      if (added < CONVERSATIONS_PAGE_SIZE) setEndAt(conversations.length + added);
    } catch {
      notify.error('Failed to load conversations');
    } finally {
      setLoadingMore(false);
    }
  };

  const heading = (
    <Heading $threadOpen={selectedId !== null}>
      <PageHeading title="Messages" subtitle="Keep in touch with the moms in your community." />
    </Heading>
  );

  if (!data && loading) {
    return (
      <Page $gap={5}>
        {heading}
        <Centered>
          <Spinner $size={36} aria-label="Loading conversations" role="status" />
        </Centered>
      </Page>
    );
  }

  if (!data && error) {
    return (
      <Page $gap={5}>
        {heading}
        <EmptyState icon={<MessageIcon />} title="Messages are not available right now" headingLevel={2}>
          We could not load your conversations. Please refresh the page to try again.
        </EmptyState>
      </Page>
    );
  }

  if (conversations.length === 0 && !selectedId) {
    return (
      <Page $gap={5}>
        {heading}
        <EmptyState
          icon={<MessageIcon />}
          title="No conversations yet"
          headingLevel={2}
          action={<ButtonLink to={paths.directory}>Find Members</ButtonLink>}
        >
          Find mom entrepreneurs in the directory and send a message to start a conversation.
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page $gap={5}>
      {heading}
      <Layout $threadOpen={selectedId !== null}>
        <ListPane aria-labelledby="conversations-title" ref={listRef} onClickCapture={onPick}>
          <h2 id="conversations-title">Conversations</h2>
          <ConversationList
            conversations={conversations}
            pinned={pinned}
            selectedId={selectedId}
            viewerId={viewerId}
            now={now}
            canLoadMore={conversations.length >= CONVERSATIONS_PAGE_SIZE && conversations.length !== endAt}
            loadingMore={loadingMore}
            onLoadMore={() => void onLoadMore()}
          />
        </ListPane>
        <ThreadArea>
          {selectedId ? (
            <ThreadPane key={selectedId} partnerId={selectedId} viewerId={viewerId} focusOnOpen={focusOnOpen} onBack={onBack} />
          ) : (
            <Centered>
              <EmptyState
                icon={<UsersIcon />}
                title="No conversation selected"
                action={
                  <ButtonLink to={paths.directory} $variant="secondary">
                    Find Members
                  </ButtonLink>
                }
              >
                Choose a conversation from the list, or find a member to start a new one.
              </EmptyState>
            </Centered>
          )}
        </ThreadArea>
      </Layout>
    </Page>
  );
}
