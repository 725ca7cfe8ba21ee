import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/** Where the explorer sends its operations: this gateway's own /graphql, nowhere else. */
export const GRAPHQL_PATH = '/graphql';

/** The first tab's query: works for a visitor (no sign-in) and says how to send a token. */
export const defaultQuery = `# Welcome to the MomStride GraphQL explorer.
#
# Run the query below: play button or Ctrl-Enter.
# Ctrl-Space suggests fields; the book icon
# (top left) describes every type.
#
# The shop needs no sign-in; most of the rest
# (events, me, messages, …) needs a token.
# Open "Headers" below and enter, with a
# personal access token (or the access token
# of a web session):
#   {"Authorization": "Bearer msp_…"}
# then try:
#   { events(limit: 5) { title eventDate } }
# Headers stay in this tab: never saved.

query ShopProducts {
  products(limit: 5) {
    id
    title
    variants {
      title
      priceCents
    }
  }
}
`;

/**
 * Sends one operation as JSON (a non-simple request, so Apollo's CSRF prevention lets it through) with the headers
 * of the headers editor, and hands back the parsed answer — errors included, as GraphQL sends them.
 */
export const fetchGraphQL: Fetcher = async (params, options) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...(options?.headers as Record<string, string> | undefined), 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  let reply: { data?: unknown; errors?: unknown };
  try {
    reply = JSON.parse(text) as { data?: unknown; errors?: unknown };
  } catch {
    throw new Error(`The server answered ${response.status} ${response.statusText}${text ? `: ${text.slice(0, 500)}` : ''}`);
  }
  // GraphiQL asks for the schema first; a gateway with introspection off refuses (production's default). Say so in
  // our words instead of the engine's advice on configuring Apollo Server.
  if (params.operationName === INTROSPECTION_OPERATION && reply.errors !== undefined && !hasSchema(reply.data)) {
    return { errors: [{ message: INTROSPECTION_OFF }] } as unknown as Awaited<ReturnType<Fetcher>>;
  }
  return reply as Awaited<ReturnType<Fetcher>>;
};

/** The operation name of GraphiQL's schema request. */
const INTROSPECTION_OPERATION = 'IntrospectionQuery';

export const INTROSPECTION_OFF =
  'This server has GraphQL introspection turned off (GRAPHQL_INTROSPECTION), so the explorer has no schema: ' +
  'no suggestions and no Docs. Operations you type still run.';

const hasSchema = (data: unknown): boolean => typeof data === 'object' && data !== null && '__schema' in data;
