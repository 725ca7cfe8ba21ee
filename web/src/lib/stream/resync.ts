import type { ApolloClient, DocumentNode } from '@apollo/client';

/** Fields whose values the stream keeps current: a query reading any of them may have missed events. */
const LIVE_FIELDS = new Set(['conversations', 'conversation', 'unreadMessageCount', 'conversationCount', 'notifications', 'unreadNotificationCount']);

interface SelectionNode {
  name?: { value: string };
  selectionSet?: { selections: readonly SelectionNode[] };
}

function reads(selections: readonly SelectionNode[] | undefined): boolean {
  return (selections ?? []).some((node) => (node.name && LIVE_FIELDS.has(node.name.value)) || reads(node.selectionSet?.selections));
}

/** Whether a query (its fragments included) shows conversations, notifications or their counts. */
export function readsLiveFields(document: DocumentNode): boolean {
  return document.definitions.some((definition) => 'selectionSet' in definition && reads(definition.selectionSet?.selections as readonly SelectionNode[]));
}

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
