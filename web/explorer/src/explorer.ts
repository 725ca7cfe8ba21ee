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
  try {
    return JSON.parse(text) as Awaited<ReturnType<Fetcher>>;
  } catch {
    throw new Error(`The server answered ${response.status} ${response.statusText}${text ? `: ${text.slice(0, 500)}` : ''}`);
  }
};
