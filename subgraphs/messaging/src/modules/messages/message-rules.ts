import { messageProblem } from '@momstride/contracts/rules';
import { badUserInput, forbidden, notFound, rateLimited, trimmedText as cleanText } from '@momstride/kit';
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
 * characters (the shared rule the send box checks first, `messageProblem`); else BAD_USER_INPUT on `content` (REST 422).
 */
export function messageContent(content: string): string {
  const clean = cleanText(content);
  const problem = messageProblem(clean);
  if (problem !== null) throw badUserInput(problem, [{ field: 'content', message: problem }]);
  return clean;
}
