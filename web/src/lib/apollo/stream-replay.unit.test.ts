import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { applyStreamNotification } from '../notifications/notification-cache';
import { item, streamed } from '../notifications/notification-fixtures';
import { applyReplayable, createStreamReplayLink } from './stream-replay';

const ListQuery = parse(`
  query List {
    unreadNotificationCount
    notifications(limit: 20) { id kind text link createdAt readAt actor { id firstName lastName profilePicture } }
  }
`);
/** The second message collapsed into notification n1 at 12:11, as the stream tells it. */
const secondMessage = streamed('n1', 11, 'sent you 2 messages');
/** The server's answer as it was read before that (the first message, at 12:10). */
const staleAnswer = {
  unreadNotificationCount: 1,
  notifications: [item('n1', 10, null, { kind: 'message', text: 'sent you a message', link: '/messages?user=maya' })],
};

/** A client whose server answers when the test says so; `replay` puts the replay link in front. */
function clientWithPendingAnswer(replay: boolean) {
  const answers = new Subject<{ data: typeof staleAnswer }>();
  const server = new ApolloLink(() => answers);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: replay ? ApolloLink.from([createStreamReplayLink(), server]) : server });
  return { client, answer: () => (answers.next({ data: staleAnswer }), answers.complete()) };
}

const texts = (client: ApolloClient) =>
  client.cache.readQuery<{ notifications: Array<{ text: string }> }>({ query: ListQuery })?.notifications.map((n) => n.text);

describe('stream replay', () => {
  it('a change the stream brought while the list was on its way is applied again once the older answer lands', async () => {
    const { client, answer } = clientWithPendingAnswer(true);
    const loading = client.query({ query: ListQuery });
    applyReplayable(client.cache, () => applyStreamNotification(client.cache, secondMessage, 1));
    answer();
    await loading;
    // The answer is written first (the stale text), the replay right after it.
    await expect.poll(() => texts(client)).toEqual(['sent you 2 messages']);
  });

  it('without it the older answer wins (what the replay is for)', async () => {
    const { client, answer } = clientWithPendingAnswer(false);
    const loading = client.query({ query: ListQuery });
    applyStreamNotification(client.cache, secondMessage, 1);
    answer();
    await loading;
    expect(texts(client)).toEqual(['sent you a message']);
  });

  it('an answer asked for after the change is taken as it is: nothing arrived while it was on its way', async () => {
    const { client, answer } = clientWithPendingAnswer(true);
    applyReplayable(client.cache, () => applyStreamNotification(client.cache, secondMessage, 1));
    const loading = client.query({ query: ListQuery, fetchPolicy: 'network-only' });
    answer();
    await loading;
    expect(texts(client)).toEqual(['sent you a message']);
  });
});
