import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { ErrorCode } from './errors.js';

export const INVALID_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

/** A UTF-16 surrogate without its pair (String.prototype.isWellFormed is ES2024, past this project's lib). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * NUL, or a lone surrogate (no UTF-8 form: PostgreSQL would get U+FFFD instead). Text that reaches a subgraph outside
 * GraphQL (multipart form fields) is checked with this directly.
 */
export const isBadText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

const hasBadText = (value: unknown): boolean => {
  if (typeof value === 'string') return isBadText(value);
  if (Array.isArray(value)) return value.some(hasBadText);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, entry]) => isBadText(key) || hasBadText(entry));
  return false;
};

/** Documents already looked at: Apollo Server hands over the same parsed document for the same text (its document cache). */
const documentsChecked = new WeakMap<DocumentNode, boolean>();

const documentHasBadText = (document: DocumentNode): boolean => {
  const known = documentsChecked.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (isBadText(node.value)) found = true;
    },
  });
  documentsChecked.set(document, found);
  return found;
};

/**
 * PostgreSQL text cannot hold a NUL character (the INSERT or query fails: a 500), and a lone surrogate has no UTF-8
 * form (it would be stored silently altered, as U+FFFD). Every subgraph refuses an operation whose string arguments
 * (variables or literals) carry either, before it runs: BAD_USER_INPUT (REST 400), answered with HTTP 200 like any
 * GraphQL error so the gateway passes the code on.
 */
export const textInputPlugin = (): ApolloServerPlugin => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        if (hasBadText(request.variables) || documentHasBadText(document)) {
          throw new GraphQLError(INVALID_TEXT_MESSAGE, { extensions: { code: ErrorCode.BAD_USER_INPUT, http: { status: 200 } } });
        }
      },
    };
  },
});

/**
 * Text as a service checks and stores it: trimmed, absent as ''. (NUL characters never get this far: the text input
 * plugin refuses them before an operation runs.)
 */
export const trimmedText = (value: string | null | undefined): string => (value ?? '').trim();

/** Characters as people count them (code points, as PostgreSQL's char_length counts them): the shared rules' count. */
export { characterCount } from '@momstride/contracts/rules';
