import type { ApolloClient, DocumentNode } from '@apollo/client';
import { readsAnyField } from '../apollo/reads-fields';

/** Fields whose values the stream keeps current: a query reading any of them may have missed events. */
const LIVE_FIELDS = new Set(['conversations', 'conversation', 'unreadMessageCount', 'conversationCount', 'notifications', 'unreadNotificationCount']);

/** Whether a query (its fragments included) shows conversations, notifications or their counts. */
export const readsLiveFields = (document: DocumentNode): boolean => readsAnyField(document, LIVE_FIELDS);

/**
 * After a connection that could not resume (a first one, or a gap the server no longer holds): the active queries
 * that show conversations, notifications or unread counts ask the server again, so nothing that arrived meanwhile is missing.
 */
export function refetchLiveQueries(client: ApolloClient): void {
  client
    .refetchQueries({
      include: 'active',
      onQueryUpdated: (query) => query.options.fetchPolicy !== 'cache-only' && readsLiveFields(query.query),
    })
    .catch((error: unknown) => console.warn('Could not refresh conversations after reconnecting.', error));
}
