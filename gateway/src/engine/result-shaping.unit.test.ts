import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apolloComputeResponse, createLeanComputeResponse, gatewayFederation, type ComputeResponseArgs } from './result-shaping.js';

const fed = gatewayFederation() as unknown as ReturnType<typeof gatewayFederation> & {
  buildSchema(sdl: string): unknown;
  operationFromDocument(schema: unknown, document: unknown, options?: { operationName?: string }): ComputeResponseArgs['operation'];
};

const schema = fed.buildSchema(`
  scalar DateTime
  enum Role { member admin }
  interface Node { id: ID! }
  type User implements Node { id: ID! firstName: String! lastName: String! role: Role! profilePicture: String score: Float age: Int }
  type Message implements Node { id: ID! content: String! createdAt: DateTime! read: Boolean }
  union Item = User | Message
  type Conversation { id: ID! unreadCount: Int! partner: User! lastMessage: Message tags: [String!] }
  type Query {
    conversations(limit: Int): [Conversation!]
    strict: [Conversation!]!
    me: User
    node(id: ID!): Node
    items: [Item]
  }
`);

const lean = createLeanComputeResponse(gatewayFederation());
const apollo = apolloComputeResponse();

/** Both shapers on the same answer: the same data (null prototypes and all) and the same errors. */
function shapeBoth(query: string, input: Record<string, unknown> | null, variables: Record<string, unknown> = {}) {
  const run = (shape: typeof lean) => {
    const operation = fed.operationFromDocument(schema, parse(query));
    try {
      const { data, errors } = shape({ operation, variables, input: structuredClone(input), introspectionHandling: () => ({ introspected: true }) });
      return { data, errors: errors.map((error) => ({ message: error.message, path: (error as { path?: unknown }).path })) };
    } catch (error) {
      return { thrown: (error as Error).message };
    }
  };
  const expected = run(apollo);
  const actual = run(lean);
  expect(actual).toStrictEqual(expected);
  return actual;
}

const user = (n: number) => ({ __typename: 'User', id: `u${n}`, firstName: `First ${n}`, lastName: 'Last', role: 'member', profilePicture: null, score: 1.5, age: 30 });
const conversation = (n: number) => ({
  id: `c${n}`,
  unreadCount: n,
  partner: user(n),
  lastMessage: n % 2 ? { __typename: 'Message', id: `m${n}`, content: 'Hi', createdAt: '2026-01-01T00:00:00Z', read: false } : null,
  tags: ['a', 'b'],
});

const CONVERSATIONS = `query Conversations($limit: Int!, $withTags: Boolean!, $noMessage: Boolean = false) {
  conversations(limit: $limit) {
    id
    count: unreadCount
    partner { ...Summary __typename kind: __typename }
    lastMessage @skip(if: $noMessage) { content createdAt }
    tags @include(if: $withTags)
  }
}
fragment Summary on User { id firstName lastName role profilePicture score age }`;

describe('lean result shaping', () => {
  it('shapes a list of objects, aliases, fragments, __typename and directives as Apollo does', () => {
    const input = { conversations: Array.from({ length: 5 }, (_, n) => ({ ...conversation(n), count: n, extra: 'dropped' })) };
    const shaped = shapeBoth(CONVERSATIONS, input, { limit: 5, withTags: true });
    expect((shaped.data as { conversations: unknown[] }).conversations).toHaveLength(5);
    shapeBoth(CONVERSATIONS, input, { limit: 5, withTags: false, noMessage: true });
  });

  it('nulls what breaks the schema and reports it the same way (bubbling up to the nearest nullable place)', () => {
    const broken = (change: (c: Record<string, unknown>) => void) => {
      const list = Array.from({ length: 3 }, (_, n) => ({ ...conversation(n), count: n }) as Record<string, unknown>);
      change(list[1]!);
      return { conversations: list };
    };
    const variables = { limit: 3, withTags: true };
    // A null in a non-null field of an element of a nullable list of non-null elements: the whole list is null.
    expect(shapeBoth(CONVERSATIONS, broken((c) => (c['partner'] = null)), variables).errors).toHaveLength(1);
    shapeBoth(CONVERSATIONS, broken((c) => ((c['partner'] as Record<string, unknown>)['firstName'] = null)), variables);
    shapeBoth(CONVERSATIONS, broken((c) => ((c['partner'] as Record<string, unknown>)['role'] = 'owner')), variables);
    shapeBoth(CONVERSATIONS, broken((c) => ((c['partner'] as Record<string, unknown>)['age'] = 4.5)), variables);
    shapeBoth(CONVERSATIONS, broken((c) => ((c['partner'] as Record<string, unknown>)['score'] = 'high')), variables);
    shapeBoth(CONVERSATIONS, broken((c) => (c['count'] = '7')), variables);
    shapeBoth(CONVERSATIONS, broken((c) => ((c['partner'] as Record<string, unknown>)['__typename'] = 'Nobody')), variables);
    shapeBoth(CONVERSATIONS, broken((c) => (c['tags'] = ['a', null])), variables);
    shapeBoth('{ strict { id unreadCount } }', { strict: [{ id: 'c1', unreadCount: null }] });
    shapeBoth('{ me { id age } }', { me: { id: 'u1', age: true } });
  });

  it('picks the fragments of abstract types by __typename', () => {
    const query = `{
      items { __typename ... on User { id firstName } ... on Message { id content } ... on Node { id } }
      node(id: "m1") { id ... on Message { createdAt read } }
    }`;
    shapeBoth(query, {
      items: [user(1), { __typename: 'Message', id: 'm1', content: 'Hi' }, null],
      node: { __typename: 'Message', id: 'm1', createdAt: 'x', read: true },
    });
    shapeBoth(query, { items: [{ __typename: 'Nobody', id: 'x' }], node: null });
  });

  it('answers introspection through the handler and an empty answer as it came', () => {
    shapeBoth('{ __typename me { id } }', { me: user(1) });
    shapeBoth('{ __schema { queryType { name } } }', {});
    shapeBoth('{ me { id } }', null);
  });

  it('fails as Apollo does on answers no subgraph should give', () => {
    shapeBoth(CONVERSATIONS, { conversations: { not: 'a list' } }, { limit: 1, withTags: true });
    shapeBoth('{ me { id } }', { me: 'not an object' });
    shapeBoth(CONVERSATIONS, { conversations: [] }, { limit: 1, withTags: 'yes' });
  });
});
