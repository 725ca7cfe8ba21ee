import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyConversationRead, applyNewMessage, applyPartnerRead, type LiveMessage } from './message-cache';
import { threadPagePolicy } from './thread-page-policy';

const ME = 'me';
const MAYA = 'maya';
const PRIYA = 'priya';

/** The shapes the screens query (ConversationSummary, a thread page, her totals), written as the server would. */
const ListQuery = parse(`
  query List {
    me { id unreadMessageCount conversationCount }
    conversations(limit: 20, offset: 0) {
      id unreadCount
      partner { id firstName lastName businessName profilePicture }
      lastMessage { id content createdAt sender { id } }
    }
  }
`);
const ThreadQuery = parse(`
  query Thread($partnerId: ID!, $before: ID) {
    conversation(partnerId: $partnerId) {
      id
      messages(limit: 2, before: $before) { hasOlder messages { id content createdAt readAt sender { id } recipient { id } } }
    }
  }
`);

const at = (minute: number) => new Date(Date.UTC(2026, 2, 14, 12, minute)).toISOString();
const user = (id: string) => ({ __typename: 'User', id });
const message = (id: string, from: string, to: string, minute: number, readAt: string | null = null) => ({
  __typename: 'Message',
  id,
  content: `text ${id}`,
  createdAt: at(minute),
  readAt,
  sender: user(from),
  recipient: user(to),
});
const conversation = (partnerId: string, unreadCount: number, last: ReturnType<typeof message> | null) => ({
  __typename: 'Conversation',
  id: partnerId,
  unreadCount,
  partner: { __typename: 'User', id: partnerId, firstName: partnerId, lastName: 'X', businessName: null, profilePicture: null },
  lastMessage: last && { __typename: 'Message', id: last.id, content: last.content, createdAt: last.createdAt, sender: last.sender },
});
const live = (id: string, from: string, to: string, minute: number): LiveMessage => ({
  id,
  senderId: from,
  recipientId: to,
  content: `text ${id}`,
  createdAt: at(minute),
  readAt: null,
});

function list(cache: InMemoryCache) {
  const data = cache.readQuery<{
    me: { unreadMessageCount: number; conversationCount: number };
    conversations: Array<{ id: string; unreadCount: number; lastMessage: { id: string } | null }>;
  }>({ query: ListQuery });
  if (!data) throw new Error('the list is not in the cache');
  return { unread: data.me.unreadMessageCount, count: data.me.conversationCount, rows: data.conversations.map((c) => `${c.id}:${c.unreadCount}:${c.lastMessage?.id ?? '-'}`) };
}

function thread(cache: InMemoryCache, partnerId: string) {
  const data = cache.readQuery<{ conversation: { messages: { hasOlder: boolean; messages: Array<{ id: string; readAt: string | null }> } } }>({
    query: ThreadQuery,
    variables: { partnerId },
  });
  return data?.conversation.messages;
}

describe('messages in the cache', () => {
  let cache: InMemoryCache;
  beforeEach(() => {
    cache = new InMemoryCache({ typePolicies: { Conversation: { fields: { messages: threadPagePolicy } } } });
    cache.writeQuery({
      query: ListQuery,
      data: {
        me: { __typename: 'User', id: ME, unreadMessageCount: 1, conversationCount: 2 },
        conversations: [conversation(PRIYA, 1, message('p1', PRIYA, ME, 5)), conversation(MAYA, 0, message('m2', ME, MAYA, 2))],
      },
    });
    cache.writeQuery({
      query: ThreadQuery,
      variables: { partnerId: MAYA },
      data: { conversation: { __typename: 'Conversation', id: MAYA, messages: { __typename: 'MessagePage', hasOlder: true, messages: [message('m1', MAYA, ME, 1), message('m2', ME, MAYA, 2)] } } },
    });
  });

  it('a new message from her partner: in the thread, on top of the list, counted unread once however often it comes', () => {
    expect(applyNewMessage(cache, live('m3', MAYA, ME, 10), ME)).toBe(true);
    expect(list(cache)).toEqual({ unread: 2, count: 2, rows: ['maya:1:m3', 'priya:1:p1'] });
    expect(thread(cache, MAYA)?.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);

    expect(applyNewMessage(cache, live('m3', MAYA, ME, 10), ME)).toBe(true);
    expect(list(cache)).toEqual({ unread: 2, count: 2, rows: ['maya:1:m3', 'priya:1:p1'] });
    expect(thread(cache, MAYA)?.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('a replayed message older than what the list already shows changes no count', () => {
    applyNewMessage(cache, live('p0', PRIYA, ME, 4), ME);
    expect(list(cache)).toEqual({ unread: 1, count: 2, rows: ['priya:1:p1', 'maya:0:m2'] });
  });

  it('her own message (sent here or on another device) moves the conversation up without counting unread', () => {
    applyNewMessage(cache, live('m3', ME, MAYA, 10), ME);
    expect(list(cache)).toEqual({ unread: 1, count: 2, rows: ['maya:0:m3', 'priya:1:p1'] });
  });

  it('the first message of a conversation the cache holds empty counts one more conversation', () => {
    cache.writeFragment({
      id: 'Conversation:grace',
      fragment: parse(`fragment New on Conversation { id unreadCount partner { id firstName lastName businessName profilePicture } lastMessage { id } }`),
      data: conversation('grace', 0, null),
    });
    applyNewMessage(cache, live('g1', ME, 'grace', 11), ME);
    expect(list(cache)).toEqual({ unread: 1, count: 3, rows: ['grace:0:g1', 'priya:1:p1', 'maya:0:m2'] });
  });

  it('a conversation the cache does not know is left to the caller', () => {
    expect(applyNewMessage(cache, live('h1', 'hannah', ME, 12), ME)).toBe(false);
    expect(list(cache)).toEqual({ unread: 1, count: 2, rows: ['priya:1:p1', 'maya:0:m2'] });
  });

  it('reading a conversation clears its count and her total, once', () => {
    expect(applyConversationRead(cache, PRIYA, ME)).toBe(true);
    expect(applyConversationRead(cache, PRIYA, ME)).toBe(true);
    expect(list(cache)).toEqual({ unread: 0, count: 2, rows: ['priya:0:p1', 'maya:0:m2'] });
    expect(applyConversationRead(cache, 'hannah', ME)).toBe(false);
  });

  it('her partner reading marks her messages seen', () => {
    applyPartnerRead(cache, MAYA, ME, at(20));
    expect(thread(cache, MAYA)?.messages.map((m) => [m.id, m.readAt])).toEqual([
      ['m1', null],
      ['m2', at(20)],
    ]);
  });

  it('older pages join the thread in order, and the oldest page decides whether there is more', () => {
    cache.writeQuery({
      query: ThreadQuery,
      variables: { partnerId: MAYA, before: 'm1' },
      data: { conversation: { __typename: 'Conversation', id: MAYA, messages: { __typename: 'MessagePage', hasOlder: false, messages: [message('m0', ME, MAYA, 0)] } } },
    });
    expect(thread(cache, MAYA)).toMatchObject({ hasOlder: false, messages: [{ id: 'm0' }, { id: 'm1' }, { id: 'm2' }] });

    // The newest page again (a refetch) keeps the older ones and their hasOlder.
    cache.writeQuery({
      query: ThreadQuery,
      variables: { partnerId: MAYA },
      data: { conversation: { __typename: 'Conversation', id: MAYA, messages: { __typename: 'MessagePage', hasOlder: true, messages: [message('m2', ME, MAYA, 2), message('m3', MAYA, ME, 3)] } } },
    });
    expect(thread(cache, MAYA)).toMatchObject({ hasOlder: false, messages: [{ id: 'm0' }, { id: 'm1' }, { id: 'm2' }, { id: 'm3' }] });
  });
});
