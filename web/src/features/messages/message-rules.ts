import { messageProblem } from '@momstride/contracts/rules';

/** The bound on a message and how the server counts it (docs/product.md, Validation rules): the shared rules. */
export { MESSAGE_MAX_LENGTH, messageLength } from '@momstride/contracts/rules';

/** The send box shows how many characters are left from here on. */
export const MESSAGE_COUNTER_FROM = 4_500;

/** docs/product.md, Validation rules: a message needs non-blank content, at most 5,000 characters. */
export const isSendable = (text: string): boolean => messageProblem(text) === null;
