import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';

/**
 * GraphQL limits (graphql-armor). Sized so the web app's and the REST layer's operations pass comfortably:
 * the deepest REST operation today is 4 levels (mutation → payload → user → fragment fields).
 *
 * Aliases: each aliased `login` in one document is a separate login attempt that accounts throttles on its
 * own (per account and per address), so the alias cap only bounds how many attempts one HTTP request can
 * carry; batched HTTP requests (a JSON array) are refused altogether.
 */
export const armorLimits = {
  maxDepth: 10,
  maxAliases: 8,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

type Hook = (...args: never[]) => unknown;
type Listener = Record<string, Hook | undefined>;
type Plugin = {
  requestDidStart?: (...args: never[]) => Promise<Listener | void> | Listener | void;
  unexpectedErrorProcessingRequest?: Hook;
};

const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

/** A document refused while parsing (token limit): the client's fault, so 400 (`extensions.http`, applied and stripped by Apollo). */
const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: VALIDATION_FAILED, http: { status: 400 } } });

// By name: graphql-armor may load graphql-js's other build (CommonJS), whose GraphQLError is another class.
const isBadRequest = (error: unknown): error is Error =>
  error instanceof Error &&
  error.name === 'GraphQLError' &&
  (error as { extensions?: { http?: { status?: number } } }).extensions?.http?.status === 400;

/**
 * graphql-armor's token limit throws from Apollo's `parsingDidStart` hook; Apollo treats that as an unexpected error,
 * and armor's own `unexpectedErrorProcessingRequest` then rethrows every unexpected error (its message included) as a
 * validation failure answered with 500. Here the token-limit error becomes a 400 with its message, and any other
 * unexpected error stays Apollo's masked 500 "Internal server error".
 */
const parseErrorsAsBadRequest = <P extends Plugin>(plugin: P): P => {
  const { unexpectedErrorProcessingRequest: _rethrowsEverything, ...rest } = plugin;
  if (!plugin.requestDidStart) return rest as P;
  const requestDidStart = plugin.requestDidStart.bind(plugin);
  return {
    ...rest,
    async unexpectedErrorProcessingRequest({ error }: { error: unknown }) {
      if (isBadRequest(error)) throw badRequest(error.message);
    },
    async requestDidStart(...args: never[]) {
      const listener = await requestDidStart(...args);
      const parsingDidStart = listener?.['parsingDidStart'];
      if (!listener || !parsingDidStart) return listener;
      return {
        ...listener,
        async parsingDidStart(...hookArgs: never[]) {
          try {
            return await parsingDidStart(...hookArgs);
          } catch (error) {
            if (error instanceof Error && error.name === 'GraphQLError') throw badRequest(error.message);
            throw error;
          }
        },
      };
    },
  } as P;
};

export const createArmor = () => {
  const protection = buildArmor();
  return { ...protection, plugins: protection.plugins.map((plugin) => parseErrorsAsBadRequest(plugin as Plugin)) };
};

/** The armor configuration (ApolloArmor, for Apollo Server). */
const armorConfig = {
  maxDepth: { n: armorLimits.maxDepth, flattenFragments: true },
  maxAliases: { n: armorLimits.maxAliases },
  costLimit: { maxCost: armorLimits.maxCost },
  maxTokens: { n: armorLimits.maxTokens },
  maxDirectives: { n: armorLimits.maxDirectives },
  blockFieldSuggestion: { enabled: true },
};

const buildArmor = () => new ApolloArmor(armorConfig).protect();
