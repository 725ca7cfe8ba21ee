/**
 * A message to start a conversation with, handed to the Messages screen in the navigation's state (Community's
 * Welcome button): `navigate(messagesWithPath(id), { state: withMessageDraft(text) })`. The send box starts with it;
 * nothing is sent until she sends it.
 */
export const withMessageDraft = (draft: string): { messageDraft: string } => ({ messageDraft: draft });

/** The draft in a location's state, or ''. */
export function messageDraftOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('messageDraft' in state)) return '';
  return typeof state.messageDraft === 'string' ? state.messageDraft : '';
}
