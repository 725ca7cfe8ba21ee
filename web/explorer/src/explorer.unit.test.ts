import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultQuery, fetchGraphQL, INTROSPECTION_OFF } from './explorer';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("the explorer's fetcher", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts JSON to this origin's /graphql with the headers editor's headers", async () => {
    const fetch = vi.fn(async () => answer(200, { data: { __typename: 'Query' } }));
    vi.stubGlobal('fetch', fetch);
    const reply = await fetchGraphQL({ query: '{ __typename }', operationName: null }, { headers: { Authorization: 'Bearer msp_x' } });
    expect(reply).toEqual({ data: { __typename: 'Query' } });
    expect(fetch).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST', body: JSON.stringify({ query: '{ __typename }', operationName: null }) }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer msp_x', 'Content-Type': 'application/json' });
  });

  it('a refused introspection (GRAPHQL_INTROSPECTION off) becomes a plain-English message; other errors pass as they are', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(400, { errors: [{ message: 'GraphQL introspection is not allowed by Apollo Server' }] })));
    await expect(fetchGraphQL({ query: 'query IntrospectionQuery { __schema { types { name } } }', operationName: 'IntrospectionQuery' })).resolves.toEqual({
      errors: [{ message: INTROSPECTION_OFF }],
    });
    const other = { errors: [{ message: 'Not authenticated' }], data: { me: null } };
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, other)));
    await expect(fetchGraphQL({ query: '{ me { id } }', operationName: null })).resolves.toEqual(other);
  });

  it('a reply that is not JSON says what the server answered', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Too Many Requests', { status: 429, statusText: 'Too Many Requests' })));
    await expect(fetchGraphQL({ query: '{ __typename }', operationName: null })).rejects.toThrow('The server answered 429 Too Many Requests: Too Many Requests');
  });

  it('the default query needs no sign-in and shows the Authorization header to use', () => {
    expect(defaultQuery).toMatch(/^query ShopProducts \{$/m);
    expect(defaultQuery).toContain('{"Authorization": "Bearer msp_…"}');
    for (const line of defaultQuery.split('\n')) expect(line.length, line).toBeLessThanOrEqual(52);
  });
});
