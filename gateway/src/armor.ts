import { ApolloArmor } from '@escape.tech/graphql-armor';

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

export const createArmor = () =>
  new ApolloArmor({
    maxDepth: { n: armorLimits.maxDepth, flattenFragments: true },
    maxAliases: { n: armorLimits.maxAliases },
    costLimit: { maxCost: armorLimits.maxCost },
    maxTokens: { n: armorLimits.maxTokens },
    maxDirectives: { n: armorLimits.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  }).protect();
