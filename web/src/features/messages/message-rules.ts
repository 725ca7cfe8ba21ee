/** The server's bound on a message (docs/contracts.md: 1 to 5,000 characters after trimming, counted as code points). */
export const MESSAGE_MAX_LENGTH = 5_000;

/** The send box shows how many characters are left from here on. */
export const MESSAGE_COUNTER_FROM = 4_500;

/** Characters as the server counts them (code points: an emoji is one). */
export const messageLength = (text: string): number => [...text.trim()].length;

/** docs/product.md, Validation rules: a message needs non-blank content. */
export const isSendable = (text: string): boolean => {
  const length = messageLength(text);
  return length > 0 && length <= MESSAGE_MAX_LENGTH;
};
