import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import type { MessageItemFragment } from '../../gql/graphql';
import { formatRelative } from '../../lib/dates';
import { MessageBubble } from './message-bubble';
import type { OutgoingMessage } from './outgoing-messages';
import { colors, controlHeights, fontSizes, space } from '../../styles/theme';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space[4]} ${space[3.5]} ${space[2]};
  background: ${colors.white};
  &:focus-visible { outline-offset: -3px; }
`;

const List = styled.ol`
  display: grid;
  gap: ${space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Older = styled.div`
  display: grid;
  place-items: center;
  min-height: ${controlHeights.md};
  margin-bottom: ${space[2]};
  color: ${colors.plum700};
`;

const Hello = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[1.5]};
  margin: ${space[10]} auto;
  max-width: 22rem;
  text-align: center;
  h3 { font-size: ${fontSizes.lg}; }
  p { color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; }
`;

const Start = styled.p`
  margin: ${space[1]} 0 ${space[4]};
  text-align: center;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

/** Messages closer together than this, from the same person, share one time label (under the last of them). */
const CLUSTER_MS = 5 * 60_000;
/** Within this distance of the bottom she is "reading the latest": a new message scrolls into view. */
const NEAR_BOTTOM_PX = 96;
/** This close to the top, the older messages load. */
const NEAR_TOP_PX = 120;

const timeOf = (iso: string) => Date.parse(iso);

export interface MessageThreadProps {
  messages: readonly MessageItemFragment[];
  outgoing: readonly OutgoingMessage[];
  hasOlder: boolean;
  onLoadOlder: () => Promise<unknown>;
  viewerId: string;
  partnerFirstName: string;
  now: number;
  onReport: (message: MessageItemFragment) => void;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (message: OutgoingMessage) => void;
}

/**
 * A thread, oldest first, scrolled to the newest. Scrolling up near the top loads older messages (the view stays
 * where it was); a new message scrolls into view when she was at the bottom (or sent it). New messages from her
 * partner are read out by a polite live region — not the older ones loaded on scroll-up.
 */
export function MessageThread(props: MessageThreadProps) {
  const { messages, outgoing, hasOlder, onLoadOlder, viewerId, partnerFirstName, now } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const restore = useRef<{ height: number; top: number } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const firstId = messages[0]?.id;
  const lastMine = outgoing.length > 0 || messages.at(-1)?.sender.id === viewerId;
  const lastKey = outgoing.at(-1)?.key ?? messages.at(-1)?.id;

  const loadOlder = useCallback(async () => {
    const scroller = scrollerRef.current;
    if (!hasOlder || loadingOlder || !scroller) return;
    restore.current = { height: scroller.scrollHeight, top: scroller.scrollTop };
    setLoadingOlder(true);
    try {
      await onLoadOlder();
    } finally {
      setLoadingOlder(false);
    }
  }, [hasOlder, loadingOlder, onLoadOlder]);

  // Older messages came in above: keep the messages she was reading where they were.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const saved = restore.current;
    if (!scroller || !saved) return;
    restore.current = null;
    scroller.scrollTop = saved.top + (scroller.scrollHeight - saved.height);
  }, [firstId]);

  // Opening the thread and every new message at the end: to the bottom, unless she scrolled up to read.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && (nearBottom.current || lastMine)) scroller.scrollTop = scroller.scrollHeight;
  }, [lastKey, lastMine]);

  // The pane shrinking (the send box growing, a phone's keyboard) keeps her at the newest message if she was there.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const observer = new ResizeObserver(() => {
      if (nearBottom.current) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // A short thread that does not fill the pane yet has no scroll-up to wait for.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && hasOlder && scroller.scrollHeight <= scroller.clientHeight) void loadOlder();
  }, [hasOlder, firstId, loadOlder]);

  // Read out each new message from her partner (not the ones already there when the thread opened).
  const announced = useRef<string | undefined>(undefined);
  const lastIncoming = messages.findLast((message) => message.sender.id !== viewerId);
  const lastIncomingId = lastIncoming?.id;
  const lastIncomingText = lastIncoming?.content;
  useEffect(() => {
    if (lastIncomingId === undefined) return;
    if (announced.current !== undefined && announced.current !== lastIncomingId) {
      setAnnouncement(`New message from ${partnerFirstName}: ${lastIncomingText ?? ''}`);
    }
    announced.current = lastIncomingId;
  }, [lastIncomingId, lastIncomingText, partnerFirstName]);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    nearBottom.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
    if (scroller.scrollTop < NEAR_TOP_PX) void loadOlder();
  };

  const lastSeenId = messages.findLast((message) => message.sender.id === viewerId && message.readAt)?.id;

  return (
    <Scroller ref={scrollerRef} onScroll={onScroll} tabIndex={0} role="region" aria-label={`Messages with ${partnerFirstName}`}>
      {hasOlder ? (
        <Older>
          {loadingOlder ? (
            <Spinner aria-label="Loading older messages" role="status" />
          ) : (
            <Button type="button" $variant="ghost" onClick={() => void loadOlder()}>
              Load older messages
            </Button>
          )}
        </Older>
      ) : messages.length > 0 ? (
        <Start>This is the beginning of your conversation with {partnerFirstName}.</Start>
      ) : outgoing.length === 0 ? (
        <Hello>
          <h3>Say hello to {partnerFirstName}</h3>
          <p>Introduce yourself and your business. Your messages will appear here.</p>
        </Hello>
      ) : null}
      <List>
        {messages.map((message, index) => {
          const mine = message.sender.id === viewerId;
          const next = messages[index + 1] ?? null;
          const endsCluster =
            !next || next.sender.id !== message.sender.id || timeOf(next.createdAt) - timeOf(message.createdAt) > CLUSTER_MS;
          const seen = message.id === lastSeenId && outgoing.length === 0;
          return (
            <MessageBubble
              key={message.id}
              mine={mine}
              author={mine ? 'You' : partnerFirstName}
              content={message.content}
              {...(mine ? {} : { onReport: () => props.onReport(message) })}
              meta={
                endsCluster || seen ? (
                  <>
                    <time dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString('en-US')}>
                      {formatRelative(message.createdAt, now)}
                    </time>
                    {seen ? <span>· Seen</span> : null}
                  </>
                ) : null
              }
            />
          );
        })}
        {outgoing.map((message) => (
          <MessageBubble
            key={message.key}
            mine
            author="You"
            content={message.content}
            state={message.status}
            meta={
              message.status === 'sending' ? (
                <span>Sending…</span>
              ) : (
                <>
                  <span>Not sent</span>
                  <button type="button" onClick={() => props.onRetry(message)}>
                    Retry
                  </button>
                  <button type="button" onClick={() => props.onDiscard(message)}>
                    Remove
                  </button>
                </>
              )
            }
          />
        ))}
      </List>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </Scroller>
  );
}
