import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { StreamNotification } from '../stream/stream-events';
import { applyStreamNotification } from '../notifications/notification-cache';
import { applyReplayable, createStreamReplayLink } from './stream-replay';

const ListQuery = parse(`
  query List {
    unreadNotificationCount
    notifications(limit: 20) { id kind text link createdAt readAt actor { id firstName lastName profilePicture } }
  }
`);
const at = (minute: number) => new Date(Date.UTC(2026, 2, 14, 12, minute)).toISOString();
const actor = { __typename: 'User', id: 'maya', firstName: 'Maya', lastName: 'Bennett', profilePicture: null };
const streamed = (text: string, minute: number): StreamNotification => ({
  id: 'n1',
  kind: 'message',
  actor_id: 'maya',
  actor: { id: 'maya', first_name: 'Maya', last_name: 'Bennett', business_name: null, profile_picture: null },
  text,
  link: '/messages?user=maya',
  created_at: at(minute),
  read_at: null,
});
/** The server's answer as it was read before the second message collapsed into the notification. */
const staleAnswer = {
  unreadNotificationCount: 1,
  notifications: [{ __typename: 'Notification', id: 'n1', kind: 'message', text: 'sent you a message', link: '/messages?user=maya', createdAt: at(10), readAt: null, actor }],
};

/** A client whose server answers when the test says so; `replay` puts the replay link in front. */
function clientWithPendingAnswer(replay: boolean) {
  const answers = new Subject<{ data: typeof staleAnswer }>();
  const server = new ApolloLink(() => answers);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: replay ? ApolloLink.from([createStreamReplayLink(), server]) : server });
  return { client, answer: () => (answers.next({ data: staleAnswer }), answers.complete()) };
}

const shown = (client: ApolloClient) => {
  const data = client.cache.readQuery<{ unreadNotificationCount: number; notifications: Array<{ text: string }> }>({ query: ListQuery });
  return { count: data?.unreadNotificationCount, texts: data?.notifications.map((n) => n.text) };
};

describe('stream replay', () => {
  it('a change the stream brought while the list was on its way is applied again once the older answer lands', async () => {
    const { client, answer } = clientWithPendingAnswer(true);
    const loading = client.query({ query: ListQuery });
    applyReplayable(client.cache, () => applyStreamNotification(client.cache, streamed('sent you 2 messages', 11), 1));
    answer();
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown(client)).toEqual({ count: 1, texts: ['sent you 2 messages'] });
  });

  it('without it the older answer wins (what the replay is for)', async () => {
    const { client, answer } = clientWithPendingAnswer(false);
    const loading = client.query({ query: ListQuery });
    applyStreamNotification(client.cache, streamed('sent you 2 messages', 11), 1);
    answer();
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown(client).texts).toEqual(['sent you a message']);
  });

  it('an answer asked for after the change is taken as it is', async () => {
    const { client, answer } = clientWithPendingAnswer(true);
    applyReplayable(client.cache, () => applyStreamNotification(client.cache, streamed('sent you 2 messages', 11), 1));
    const loading = client.query({ query: ListQuery, fetchPolicy: 'network-only' });
    answer();
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown(client).texts).toEqual(['sent you a message']);
  });
});
