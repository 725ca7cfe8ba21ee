/** A message's content (docs/product.md, Validation rules): 1 to 5,000 characters after trimming, counted as code points. */
import { characterCount } from './text.js';

export const MESSAGE_MAX_LENGTH = 5_000;
export const MESSAGE_EMPTY = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = 'Messages can be at most 5,000 characters';

/** Characters of a message as the server counts them (trimmed; code points: an emoji is one). */
export const messageLength = (text: string): number => characterCount(text.trim());

/** The content's problem, or null when it may be sent. */
export function messageProblem(text: string): string | null {
  const length = messageLength(text);
  if (length === 0) return MESSAGE_EMPTY;
  return length > MESSAGE_MAX_LENGTH ? MESSAGE_TOO_LONG : null;
}
