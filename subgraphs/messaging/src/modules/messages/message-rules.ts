import { badUserInput, characterCount, forbidden, notFound, rateLimited, trimmedText as cleanText } from '@momstride/kit';

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_EMPTY = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = 'Messages can be at most 5,000 characters';
export const NOT_TO_YOURSELF = "You can't send a message to yourself";
export const NO_CONVERSATION_WITH_YOURSELF = "You can't have a conversation with yourself";
export const USER_NOT_FOUND = 'User not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
/**
 * The refusal when either member blocked the other — the same words both ways, so the blocked member cannot tell
 * a block from her side apart from one on the other's (and is never told she was blocked).
 */
export const CANNOT_MESSAGE = "You can't message this member";

export const userNotFound = () => notFound(USER_NOT_FOUND);
export const cannotMessage = () => forbidden(CANNOT_MESSAGE);

export const tooManyMessages = (retryAfterSeconds: number) =>
  rateLimited(
    `You're sending messages too quickly. Please wait ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'} and try again.`,
    retryAfterSeconds,
  );


/**
 * A message's content as stored: trimmed (NUL characters are refused before any operation runs), 1 to 5,000
 * characters; else BAD_USER_INPUT on `content` (REST 422).
 */
export function messageContent(content: string): string {
  const clean = cleanText(content);
  if (clean === '') throw badUserInput(MESSAGE_EMPTY, [{ field: 'content', message: MESSAGE_EMPTY }]);
  if (characterCount(clean) > MESSAGE_MAX_LENGTH) throw badUserInput(MESSAGE_TOO_LONG, [{ field: 'content', message: MESSAGE_TOO_LONG }]);
  return clean;
}
