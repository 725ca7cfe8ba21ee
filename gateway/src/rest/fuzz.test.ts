/**
 * Hostile input (issue 12, item 3): a property-based fuzz of every /api route and of /graphql on the running stack.
 *
 * Inputs come from the routes' own zod schemas (as JSON Schema, `z.toJSONSchema`) and from the supergraph's own
 * Query/Mutation fields, so a new route or field is fuzzed without a change here. Each request is either
 * valid-shaped (reaching the subgraphs) or hostile: wrong types, missing and extra fields, huge strings, odd Unicode
 * (NUL, lone surrogates, RTL, emoji, combining marks), malformed ids, bad JSON, wrong content types, bodies over
 * 1 MB; GraphQL operations with wrong argument types, deep nesting, many aliases, batches and malformed bodies.
 * Callers: members, an admin, a visitor and a forged token.
 *
 * Must hold: no reply is a 5xx; every 4xx of /api is JSON with a `detail`; and afterwards no stored row breaks a
 * validation rule (blank or untrimmed texts, over-long texts, counters that differ from the rows they count, cart
 * quantities outside 1–99, orders whose subtotal is not the sum of their lines). NUL characters and lone surrogates
 * never reach PostgreSQL: every subgraph refuses them (subgraphs/kit/src/text-input.ts).
 *
 * Reproducible: the inputs come from fast-check with a fixed seed (FUZZ_SEED overrides it), printed with any failure.
 * Requests that change things use only ids of rows this test made itself (or random ones), never the demo data the
 * other test files read, and the admin is a fresh member promoted for the test.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  call,
  type HttpResult,
  loginOwner,
  type Member,
  queryRows,
  registerAdmin,
  registerMember,
  subgraphDatabaseUrl,
} from '@momstride/testing';
import type { AnyRestRoute } from './framework.js';
import { restRoutes } from './routes.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CONCURRENCY = 12;
/** Requests for /api (spread over its routes) and for /graphql; together at least 10,000. */
const REST_TARGET = 8_000;
const GRAPHQL_TARGET = 2_400;

// ---------------------------------------------------------------------------------------------------------------
// Strings and values

const ODD = [
  '\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\u202eevil\u202c', '\u200f\u05e9\u05dc\u05d5\u05dd', '👩‍👧‍👦', '🏃🏽‍♀️',
  'e\u0301\u0301\u0301\u0301', 'Z̴̡̛͔̮a̷͚̓l̸̞̄g̶̯̈o̵͍̿', '\ufeff', '\u2028\u2029', '\uffff', '%00', '../../etc/passwd', '..\\..\\',
  '<script>alert(1)</script>', "'; drop table users; --", '{{7*7}}', '${jndi:x}', '\\', '"', '\r\n', '\t', '0', '-1',
  'null', 'undefined', 'NaN', 'true', '[]', '{}', '1e309',
];
const blankish = fc.constantFrom('', ' ', '   ', '\t\n', '\u00a0', '\u3000', '\u200b');
const huge = fc.integer({ min: 2_000, max: 100_000 }).chain((size) =>
  fc.constantFrom('a', 'é', '👩', '\u0000', ' ', 'ab ').map((unit) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size)),
);
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.constantFrom(...ODD), weight: 3 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...ODD), fc.string({ maxLength: 12 })).map((parts) => parts.join('')), weight: 3 },
  { arbitrary: blankish, weight: 1 },
  { arbitrary: fc.tuple(blankish, fc.string({ minLength: 1, maxLength: 20 }), blankish).map((parts) => parts.join('')), weight: 1 },
  { arbitrary: huge, weight: 1 },
);
const anyScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(0, -1, -0, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 0.5, -0.0001, 99, 100, 1_000_000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyScalar, weight: 6 },
  { arbitrary: fc.array(anyScalar, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyScalar, { maxKeys: 4 }), weight: 1 },
);

// ---------------------------------------------------------------------------------------------------------------
// Ids: the pool of real ids is filled in before the run (fast-check samples lazily per route, after setup).

interface IdPools {
  /** Ids safe to read: demo data and this test's own rows. */
  readable: string[];
  /** Ids safe to change, delete, follow, message: rows and members this test made. */
  owned: string[];
  sessions: string[];
  variants: string[];
  calendarTokens: string[];
}
const pools: IdPools = { readable: [], owned: [], sessions: [], variants: [], calendarTokens: [] };

const malformedId = fc.oneof(
  fc.constantFrom(
    'not-a-uuid', '..', '../', '../../etc/passwd', '%2e%2e%2f', '00000000-0000-0000-0000-00000000000', '00000000-0000-0000-0000-0000000000000',
    '{00000000-0000-0000-0000-000000000000}', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '0', '-1', 'null', '1e400', ' ', '%00', '\u0000',
    '\ud800', '👩', '\u202e', 'a'.repeat(8_000), 'DELETE', '__proto__', 'constructor',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => ` ${id} `),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
);
const idFor = (mode: 'read' | 'write'): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.nat().map((n) => { const pool = mode === 'read' ? pools.readable : pools.owned; return pool.length > 0 ? pool[n % pool.length]! : randomUUID(); }), weight: 5 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: malformedId, weight: 2 },
  );
const sessionIdArb = fc.oneof(
  { arbitrary: fc.nat().map((n) => pools.sessions[n % Math.max(1, pools.sessions.length)] ?? 'fuzz-session-000000000'), weight: 4 },
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/), weight: 1 },
  { arbitrary: malformedId, weight: 1 },
);
const variantArb = fc.oneof(
  { arbitrary: fc.nat().map((n) => pools.variants[n % Math.max(1, pools.variants.length)] ?? 'v1'), weight: 4 },
  { arbitrary: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(-1), fc.constant(2 ** 53)), weight: 1 },
  { arbitrary: hostileString, weight: 1 },
);

// ---------------------------------------------------------------------------------------------------------------
// JSON Schema (from zod) → arbitraries

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

const isoDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2032-12-31'), noInvalidDate: true });
/**
 * A walk's start: in the past (refused) or years ahead (2036–2040). Never soon: the walks (and recurring series of up to
 * 52 dates) the fuzz makes must not crowd the first page of upcoming walks other tests of the shared stack look in.
 */
const walkDate = fc.oneof(
  fc.date({ min: new Date('2020-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }),
  fc.date({ min: new Date('2036-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
);

/** A plausible string for a field, by its name (so valid-shaped requests get past the services' own rules). */
const plausibleString = (name: string, mode: 'read' | 'write'): fc.Arbitrary<unknown> => {
  const key = name.toLowerCase();
  if (key.includes('email')) return fc.oneof(fc.emailAddress(), fc.constant(`fuzz-${randomUUID()}@test.example`));
  if (key.includes('password')) return fc.oneof(fc.constant('Walk-together-2026!'), fc.string({ minLength: 8, maxLength: 80 }));
  if (key === 'event_date') return walkDate.map((date) => date.toISOString());
  if (key === 'end_date') return isoDate.map((date) => date.toISOString());
  if (key.includes('date')) return fc.oneof(isoDate.map((date) => date.toISOString().slice(0, 10)), isoDate.map((date) => date.toISOString()));
  if (key.includes('url')) return fc.oneof(fc.webUrl(), fc.constant('https://example.com/a.png'));
  if (key === 'limit' || key === 'offset' || key === 'current_value') return fc.integer({ min: -5, max: 200 }).map(String);
  if (key.endsWith('_only') || key.startsWith('include')) return fc.constantFrom('true', 'false', '1', '0', 'yes', 'maybe');
  if (key === 'target_id' || key === 'product_id' || key === 'before') return idFor(mode);
  if (key === 'country') return fc.constantFrom('US', 'CA', 'FR', 'us', '');
  if (key === 'goal_type') return fc.constantFrom('steps', 'distance', 'events', 'weight', 'meditation', 'sleep');
  if (key === 'category') return fc.constantFrom('community', 'fitness', 'events', 'family', 'nope');
  if (key === 'idempotency_key') return fc.uuid();
  return fc.oneof(
    { arbitrary: fc.lorem({ maxCount: 12, mode: 'words' }), weight: 4 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 60 }), weight: 2 },
    { arbitrary: hostileString, weight: 2 },
  );
};

const fromSchema = (schema: JsonSchema, name: string, mode: 'read' | 'write'): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => fromSchema(alternative, name, mode)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, name, mode)));
  switch (schema.type) {
    case 'string':
      if (name === 'sessionId') return sessionIdArb;
      if (name === 'token') return fc.oneof(fc.nat().map((n) => pools.calendarTokens[n % Math.max(1, pools.calendarTokens.length)] ?? 'x'), hostileString);
      if (name === 'variant_id') return variantArb;
      if (schema.format === 'uuid') return idFor(mode);
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return plausibleString(name, mode);
    case 'integer':
      if (name === 'variant_id') return variantArb;
      return fc.oneof(
        { arbitrary: fc.integer({ min: Math.max(schema.minimum ?? -1000, -1000), max: Math.min(schema.maximum ?? 1000, 1000) }), weight: 4 },
        { arbitrary: fc.constantFrom(0, -1, 1, 5, 99, 100, 2 ** 31, 2 ** 53 - 1), weight: 1 },
      );
    case 'number':
      return fc.double({ min: -1e6, max: 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, name, mode) : anyScalar, { maxLength: 6 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) model[key] = fromSchema(value, key, mode);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      // Anything (a preprocess or transform): a number, a numeric string or junk.
      return fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.double({ min: -10, max: 1e5, noNaN: true }), fc.integer({ min: 0, max: 500 }).map(String), anyScalar);
  }
};

const toJsonSchema = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

/** Breaks a valid-shaped object: drops a field, gives one a wrong type or a hostile string, adds fields. */
const mutateObject = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(valid, fc.nat(), hostileValue, hostileString, fc.constantFrom('drop', 'wrongType', 'hostileString', 'extra', 'proto', 'dropAll'))
    .map(([value, index, badValue, badString, kind]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return badValue;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys.length > 0 ? keys[index % keys.length]! : 'x';
      switch (kind) {
        case 'drop':
          delete copy[key];
          return copy;
        case 'wrongType':
          copy[key] = badValue;
          return copy;
        case 'hostileString':
          copy[key] = badString;
          return copy;
        case 'extra':
          copy[`extra_${index % 7}`] = badValue;
          copy['role'] = 'admin';
          copy['id'] = randomUUID();
          copy['likes_count'] = -5;
          return copy;
        case 'proto':
          return JSON.parse(`{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(copy).slice(1)}`.replace(', }', '}'));
        default:
          return {};
      }
    });

// ---------------------------------------------------------------------------------------------------------------
// Requests

type Caller = 'member' | 'admin' | 'visitor' | 'forged';

interface FuzzRequest {
  readonly target: string;
  readonly method: string;
  readonly path: string;
  readonly caller: Caller;
  readonly json?: unknown;
  readonly raw?: string;
  readonly headers?: Record<string, string>;
  /** Which member (when caller is a member). */
  readonly who: number;
}

const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a careless client would.
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`;
  }
};

const pathSegment = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    // At most 8,000 characters encoded: under Node's 16 KB header limit (past it the HTTP server answers a bare 431).
    { arbitrary: valid.map((value) => encode(String(value)).slice(0, 8_000).replace(/%[0-9A-F]?$/i, '')), weight: 6 },
    { arbitrary: malformedId.map((value) => encode(value).slice(0, 8_000).replace(/%[0-9A-F]?$/i, '')), weight: 2 },
    { arbitrary: fc.constantFrom('%', '%E0%A4%A', '%FF%FE', '%C0%AF', '..%2F..%2F', '%2e%2e', 'a%00b', '%ED%A0%80', '%F0%9F%98'), weight: 1 },
  );

const queryString = (schema: JsonSchema | undefined, mode: 'read' | 'write'): fc.Arbitrary<string> => {
  const valid = schema ? fromSchema(schema, 'query', mode) : fc.constant({});
  const pairs = valid.map((value) =>
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, entry]) => [key, typeof entry === 'string' ? entry : JSON.stringify(entry) ?? ''] as const),
  );
  return fc
    .tuple(pairs, fc.constantFrom('valid', 'valid', 'valid', 'repeat', 'nested', 'hostile', 'extra', 'raw'), hostileString, fc.nat())
    .map(([entries, kind, bad, index]) => {
      const list: (readonly [string, string])[] = [...entries];
      const key = list.length > 0 ? list[index % list.length]![0] : 'limit';
      if (kind === 'repeat') list.push([key, bad], [key, '1']);
      if (kind === 'nested') list.push([`${key}[a][b]`, '1'], [`${key}[]`, '2']);
      if (kind === 'hostile') list.push([key, bad.slice(0, 4000)]);
      if (kind === 'extra') list.push([bad.slice(0, 50), bad.slice(0, 50)], ['__proto__[x]', '1']);
      let text = list.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
      if (kind === 'raw') text += `&${key}=%&${key}=%E0%A4%A&%FF=1`;
      // Under Node's 16 KB header limit (a longer request line gets the HTTP server's bare 431, before any route).
      return text === '' ? '' : `?${text.slice(0, 6_000).replace(/%[0-9A-F]?$/i, '')}`;
    });
};

const BAD_JSON = ['{', '{"a":', '[1,2', 'nul', "{'single': 'quotes'}", '{"a":1,}', '\u0000', '{"a":"\\ud800"}', '"\\u0000"', '{"a": NaN}', '{"a":1}{"b":2}', '\ufeff{}', ' '];

const bodyFor = (schema: JsonSchema | undefined, mode: 'read' | 'write'): fc.Arbitrary<Pick<FuzzRequest, 'json' | 'raw' | 'headers'>> => {
  const valid = schema ? fromSchema(schema, 'body', mode) : fc.constant(undefined);
  return fc.oneof(
    { arbitrary: valid.map((json) => (json === undefined ? {} : { json })), weight: schema ? 5 : 3 },
    { arbitrary: mutateObject(schema ? valid : fc.constant({})).map((json) => ({ json })), weight: schema ? 5 : 1 },
    { arbitrary: fc.oneof(fc.array(anyScalar, { maxLength: 3 }), anyScalar).map((json) => ({ json })), weight: 1 },
    { arbitrary: fc.constantFrom(...BAD_JSON).map((raw) => ({ raw })), weight: 1 },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', '', 'application/*'))
        .map(([json, type]) => ({ raw: JSON.stringify(json ?? {}), headers: { 'content-type': type } })),
      weight: 1,
    },
    { arbitrary: fc.constant({ raw: '', headers: { 'content-type': 'application/json' } }), weight: 1 },
  );
};

const routeArbitrary = (route: AnyRestRoute): fc.Arbitrary<FuzzRequest> => {
  const mode = route.method === 'GET' ? 'read' : 'write';
  const paramsSchema = toJsonSchema(route.params);
  const names = [...route.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);
  const segments = names.map((name) => pathSegment(fromSchema(paramsSchema?.properties?.[name] ?? { type: 'string' }, name, mode)));
  const path = fc.tuple(...segments).map((values) => {
    let index = 0;
    return route.path.replace(/:([A-Za-z_]\w*)/g, () => values[index++]!);
  });
  const callers: Caller[] = route.auth === 'required' ? ['member', 'member', 'member', 'admin', 'admin', 'visitor', 'forged'] : ['member', 'visitor', 'visitor', 'forged'];
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fc
    .record({
      path,
      query: queryString(toJsonSchema(route.query), mode),
      body: withBody ? bodyFor(toJsonSchema(route.body), mode) : fc.oneof({ arbitrary: fc.constant({}), weight: 6 }, { arbitrary: bodyFor(undefined, mode), weight: 1 }),
      caller: fc.constantFrom(...callers),
      who: fc.nat({ max: 99 }),
    })
    .map(({ path: filled, query, body, caller, who }) => ({
      target: `${route.method} ${route.path}`,
      method: route.method,
      path: `/api${filled}${query}`,
      caller,
      who,
      ...body,
    }));
};

// ---------------------------------------------------------------------------------------------------------------
// GraphQL operations from the supergraph

const supergraph = buildSchema(readFileSync(new URL('../../../schema/supergraph.graphql', import.meta.url), 'utf8'));
const visible = <T extends { astNode?: { directives?: readonly { name: { value: string } }[] } | null }>(item: T) =>
  !(item.astNode?.directives ?? []).some((directive) => directive.name.value === 'inaccessible');

/** importCatalogue would replace the demo catalogue other test files read: only callers it refuses fuzz it. */
const ADMIN_ONLY_GLOBAL = new Set(['importCatalogue']);

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return Number.isFinite(value) || typeof value === 'boolean' ? String(value) : '0';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && 'enum' in (value as object)) return String((value as { enum: string }).enum);
  return `{${Object.entries(value as Record<string, unknown>).map(([key, entry]) => `${/^[_A-Za-z]\w*$/.test(key) ? key : 'bad'}: ${literal(entry)}`).join(', ')}}`;
};

/** A value of a GraphQL input type; `asLiteral` wraps enum values so they print bare. */
const inputValue = (type: GraphQLInputType, name: string, mode: 'read' | 'write', asLiteral: boolean, depth = 0): fc.Arbitrary<unknown> => {
  if (isNonNullType(type)) return inputValue(type.ofType, name, mode, asLiteral, depth);
  const nullable = fc.constant(null);
  if (isListType(type)) return fc.array(inputValue(type.ofType, name, mode, asLiteral, depth + 1), { maxLength: 4 });
  if (isEnumType(type)) {
    const values = type.getValues().map((value) => value.name);
    return fc.constantFrom(...values).map((value) => (asLiteral ? { enum: value } : value));
  }
  if (isInputObjectType(type)) {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of Object.values(type.getFields())) model[field.name] = inputValue(field.type, field.name, mode, asLiteral, depth + 1);
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => field.name);
    return fc.record(model, { requiredKeys: required });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idFor(mode);
      case 'Int':
        return fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constantFrom(0, 2 ** 31 - 1, -(2 ** 31)));
      case 'Float':
        return fc.oneof(fc.double({ min: -1e4, max: 1e5, noNaN: true }), fc.constantFrom(0, -1, 1e308));
      case 'Boolean':
        return fc.boolean();
      case 'DateTimeISO':
        return fc.oneof(walkDate.map((date) => date.toISOString()), hostileString);
      default:
        if (name === 'sessionId') return sessionIdArb;
        if (name === 'variantId') return variantArb;
        return plausibleString(name.replace(/([A-Z])/g, '_$1').toLowerCase(), mode);
    }
  }
  return nullable;
};

/** Wrong-typed values for an argument (as a literal: the source text). */
const wrongLiteral = fc.oneof(
  fc.constantFrom('123', '-1', '1.5', 'true', 'null', '"text"', '[1, 2]', '{a: 1}', 'NOT_AN_ENUM', '""', '99999999999999999999', '$undeclared'),
  hostileString.map((text) => JSON.stringify(text.slice(0, 5000))),
);

const selectionFor = (type: GraphQLOutputType, depth: number, pick: number[]): string => {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const fields = Object.values((named as GraphQLObjectType).getFields()).filter((field) => visible(field) && field.args.every((arg) => !isNonNullType(arg.type)));
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type)));
  const objects = fields.filter((field) => !isLeafType(getNamedType(field.type)));
  const chosen = new Set<string>(['__typename']);
  for (let i = 0; i < 4 && leaves.length > 0; i += 1) chosen.add(leaves[(pick[(depth * 4 + i) % pick.length] ?? 0) % leaves.length]!.name);
  const parts = [...chosen];
  if (depth < 3 && objects.length > 0) {
    const child = objects[(pick[depth % pick.length] ?? 0) % objects.length]!;
    parts.push(`${child.name}${selectionFor(child.type, depth + 1, pick)}`);
  }
  return ` { ${parts.join(' ')} }`;
};

/** A selection nested `depth` levels through object fields (past the depth limit when it can). */
const deepSelection = (type: GraphQLOutputType, depth: number): string => {
  const named = getNamedType(type);
  if (depth <= 0 || !isObjectType(named)) return isObjectType(named) ? ' { __typename }' : '';
  const next = Object.values(named.getFields()).find((field) => visible(field) && isObjectType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)));
  return next ? ` { __typename ${next.name}${deepSelection(next.type, depth - 1)} }` : ' { __typename }';
};

interface RootField {
  readonly kind: 'query' | 'mutation';
  readonly field: GraphQLField<unknown, unknown>;
}
const rootFields: RootField[] = [
  ...Object.values(supergraph.getQueryType()!.getFields()).filter(visible).map((field) => ({ kind: 'query' as const, field })),
  ...Object.values(supergraph.getMutationType()!.getFields()).filter(visible).map((field) => ({ kind: 'mutation' as const, field })),
];

const operationFor = ({ kind, field }: RootField): fc.Arbitrary<FuzzRequest> => {
  const mode = kind === 'query' ? 'read' : 'write';
  const argModes = field.args.map((arg) =>
    fc.oneof(
      { arbitrary: inputValue(arg.type, arg.name, mode, false).map((value) => ({ kind: 'variable' as const, value })), weight: 5 },
      { arbitrary: inputValue(arg.type, arg.name, mode, true).map((value) => ({ kind: 'literal' as const, text: literal(value) })), weight: 2 },
      { arbitrary: wrongLiteral.map((text) => ({ kind: 'literal' as const, text })), weight: 2 },
      { arbitrary: hostileValue.map((value) => ({ kind: 'variable' as const, value })), weight: 2 },
      { arbitrary: fc.constant({ kind: 'omit' as const }), weight: 1 },
    ),
  );
  const callers: Caller[] = ADMIN_ONLY_GLOBAL.has(field.name) ? ['member', 'visitor', 'forged'] : ['member', 'member', 'member', 'admin', 'admin', 'visitor', 'forged'];
  return fc
    .record({
      args: fc.tuple(...argModes),
      pick: fc.array(fc.nat({ max: 1000 }), { minLength: 4, maxLength: 12 }),
      aliases: fc.oneof({ arbitrary: fc.constant(1), weight: 6 }, { arbitrary: fc.integer({ min: 2, max: 20 }), weight: 1 }),
      deep: fc.oneof({ arbitrary: fc.constant(0), weight: 8 }, { arbitrary: fc.integer({ min: 5, max: 40 }), weight: 1 }),
      caller: fc.constantFrom(...callers),
      who: fc.nat({ max: 99 }),
      shape: fc.constantFrom('plain', 'plain', 'plain', 'plain', 'named', 'extra-variable', 'fragment'),
    })
    .map(({ args, pick, aliases, deep, caller, who, shape }) => {
      const declarations: string[] = [];
      const variables: Record<string, unknown> = {};
      const written = field.args.flatMap((arg, index) => {
        const mode = args[index]!;
        if (mode.kind === 'omit') return [];
        if (mode.kind === 'literal') return [`${arg.name}: ${mode.text}`];
        declarations.push(`$v${index}: ${String(arg.type)}`);
        variables[`v${index}`] = mode.value;
        return [`${arg.name}: $v${index}`];
      });
      if (shape === 'extra-variable') variables['unused'] = { deep: [1, 'x'] };
      const selection = deep > 0 ? deepSelection(field.type, deep) : selectionFor(field.type, 0, pick);
      const argText = written.length > 0 ? `(${written.join(', ')})` : '';
      const body = Array.from({ length: aliases }, (_, index) => `${aliases > 1 ? `a${index}: ` : ''}${field.name}${argText}${selection}`).join('\n');
      const header = `${kind}${shape === 'named' ? ' Fuzz' : ''}${declarations.length > 0 ? `(${declarations.join(', ')})` : ''}`;
      const query = shape === 'fragment' && kind === 'query' ? `${header} { ...F }\nfragment F on Query { ${body} }` : `${header} { ${body} }`;
      return { target: `graphql ${kind} ${field.name}`, method: 'POST', path: '/graphql', caller, who, json: { query, variables } };
    });
};

const malformedGraphQL: fc.Arbitrary<FuzzRequest> = fc
  .record({
    kind: fc.constantFrom('badJson', 'noQuery', 'queryNotString', 'syntax', 'batch', 'get', 'textPlain', 'variablesNotObject', 'unknownOperation', 'twoOperations', 'persisted', 'introspection', 'hugeQuery', 'hostileQuery'),
    text: hostileString,
    raw: fc.constantFrom(...BAD_JSON),
    caller: fc.constantFrom<Caller>('member', 'admin', 'visitor', 'forged'),
    who: fc.nat({ max: 99 }),
  })
  .map(({ kind, text, raw, caller, who }): FuzzRequest => {
    const base = { target: `graphql malformed ${kind}`, method: 'POST', path: '/graphql', caller, who };
    switch (kind) {
      case 'badJson':
        return { ...base, raw };
      case 'noQuery':
        return { ...base, json: { variables: {} } };
      case 'queryNotString':
        return { ...base, json: { query: [text], variables: 5 } };
      case 'syntax':
        return { ...base, json: { query: `{ me { ${text.slice(0, 2000)} ` } };
      case 'batch':
        return { ...base, json: [{ query: '{ __typename }' }, { query: '{ me { id } }' }, text] };
      case 'get':
        return { ...base, method: 'GET', path: `/graphql?query=${encode(`{ me { id } ${text.slice(0, 500)}`)}` };
      case 'textPlain':
        return { ...base, raw: JSON.stringify({ query: '{ me { id } }' }), headers: { 'content-type': 'text/plain' } };
      case 'variablesNotObject':
        return { ...base, json: { query: 'query($id: ID!) { user(id: $id) { id } }', variables: [text] } };
      case 'unknownOperation':
        return { ...base, json: { query: '{ __typename }', operationName: text } };
      case 'twoOperations':
        return { ...base, json: { query: 'query A { __typename } query B { me { id } }' } };
      case 'persisted':
        return { ...base, json: { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } } };
      case 'introspection':
        return { ...base, json: { query: '{ __schema { types { name fields { name } } } }' } };
      case 'hugeQuery':
        return { ...base, json: { query: `{ ${'__typename '.repeat(20_000)}}` } };
      default:
        return { ...base, json: { query: text } };
    }
  });

// ---------------------------------------------------------------------------------------------------------------
// The run

interface Outcome {
  readonly request: FuzzRequest;
  readonly status: number;
  readonly problem?: string;
}

const describeRequest = (request: FuzzRequest): string => {
  const payload = request.raw ?? (request.json === undefined ? '' : JSON.stringify(request.json));
  return `${request.caller} ${request.method} ${request.path.slice(0, 300)} ${request.headers ? JSON.stringify(request.headers) : ''} ${payload.slice(0, 600)}${payload.length > 600 ? `… (${payload.length} chars)` : ''}`;
};

const runPool = async <T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
};

describe('hostile input (fuzz)', () => {
  it(`sends ≥ 10,000 generated requests to every /api route and /graphql: no 5xx, /api errors are JSON with a detail, no invalid stored row (seed ${SEED})`, { timeout: 300_000 }, async () => {
    const started = Date.now();
    // Callers: three members, an admin (promoted for the test), a visitor and a forged token; two victims only
    // ever targeted (deleted, promoted, followed, messaged).
    const members: Member[] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    const admin = await registerAdmin();
    const victims = await Promise.all([registerMember(), registerMember()]);
    const owner = await loginOwner();
    const tokenOf = (request: FuzzRequest): string | undefined => {
      switch (request.caller) {
        case 'member':
          return members[request.who % members.length]!.accessToken;
        case 'admin':
          return admin.accessToken;
        case 'forged':
          return request.who % 2 === 0 ? 'not.a.jwt' : `${owner.accessToken.slice(0, -4)}AAAA`;
        default:
          return undefined;
      }
    };

    // Rows of the test's own to act on, and demo ids to read.
    const [member] = members;
    const made = async (path: string, json: unknown, token = member!.accessToken): Promise<string | undefined> => {
      const res = await call('POST', path, { token, json });
      return res.status < 300 && typeof res.body?.id === 'string' ? res.body.id : undefined;
    };
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const ownedIds = await Promise.all([
      made('/api/posts', { content: 'Fuzz post' }),
      made('/api/community/success-stories', { title: 'Fuzz story', story_type: 'business_win', story_content: 'A story for the fuzz test.' }),
      made('/api/community/challenges', { title: 'Fuzz challenge', description: 'For the fuzz test', challenge_type: 'steps', target_value: 1000, end_date: soon }, admin.accessToken),
      made('/api/events', { title: 'Fuzz event', description: 'For the fuzz test', event_date: soon, duration_minutes: 60, max_participants: 2 }, admin.accessToken),
      made('/api/events', { title: 'Fuzz event 2', description: 'For the fuzz test', event_date: soon, duration_minutes: 30 }, admin.accessToken),
      made('/api/wellness/goals', { goal_type: 'steps', target_value: 10_000, target_date: soon.slice(0, 10) }),
      made('/api/reviews', { review_type: 'community', rating: 5, title: 'Fuzz review', content: 'A review for the fuzz test.' }),
      made('/api/messages', { recipient_id: victims[0]!.user.id, content: 'Hello from the fuzz test' }),
      made('/api/messages', { recipient_id: members[1]!.user.id, content: 'Hello member' }, victims[1]!.accessToken),
    ]);
    pools.owned.push(...ownedIds.filter((id): id is string => id !== undefined), ...victims.map((victim) => victim.user.id));

    const collect = (value: unknown, into: Set<string>): void => {
      if (typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) into.add(value);
      else if (Array.isArray(value)) for (const entry of value) collect(entry, into);
      else if (typeof value === 'object' && value !== null) for (const entry of Object.values(value)) collect(entry, into);
    };
    const readable = new Set<string>(pools.owned);
    for (const path of ['/api/users?limit=20', '/api/posts/feed?limit=20', '/api/community/success-stories', '/api/community/challenges', '/api/events', '/api/reviews', '/api/gallery/photos', '/api/orders?limit=5', '/api/notifications', '/api/admin/reports']) {
      const res = await call('GET', path, { token: admin.accessToken });
      collect(res.body, readable);
    }
    pools.readable.push(...readable);
    const products = await call('GET', '/api/products?limit=50');
    const variants = new Set<string>();
    const collectVariants = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collectVariants);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, entry] of Object.entries(value)) {
          if ((key === 'variant_id' || (key === 'id' && 'price' in value)) && (typeof entry === 'string' || typeof entry === 'number')) variants.add(String(entry));
          else collectVariants(entry);
        }
      }
    };
    collectVariants(products.body);
    pools.variants.push(...variants);
    pools.sessions.push(...Array.from({ length: 6 }, () => `fuzz-${randomUUID()}`));

    // Generate: numRuns per route scaled so that the totals reach the targets (sign-in and registration fewer).
    const perRoute = Math.ceil(REST_TARGET / restRoutes.length);
    const requests: FuzzRequest[] = [];
    restRoutes.forEach((route, index) => {
      const runs = route.path === '/auth/login' ? 40 : route.path === '/auth/register' ? 60 : perRoute;
      requests.push(...fc.sample(routeArbitrary(route), { seed: SEED + index, numRuns: runs }));
    });
    const perField = Math.ceil((GRAPHQL_TARGET * 0.85) / rootFields.length);
    rootFields.forEach(({ kind, field }, index) => {
      const runs = field.name === 'login' ? 20 : field.name === 'register' ? 30 : perField;
      requests.push(...fc.sample(operationFor({ kind, field }), { seed: SEED + 1000 + index, numRuns: runs }));
    });
    requests.push(...fc.sample(malformedGraphQL, { seed: SEED + 2000, numRuns: Math.ceil(GRAPHQL_TARGET * 0.15) }));
    // Bodies over 1 MB: one to every route with a body, and a few to /graphql.
    const oversized = 'x'.repeat(1_100_000);
    for (const route of restRoutes.filter((route) => route.method === 'POST' || route.method === 'PUT')) {
      const path = `/api${route.path.replace(/:([A-Za-z_]\w*)/g, () => randomUUID())}`;
      requests.push({ target: `${route.method} ${route.path} oversized`, method: route.method, path, caller: 'member', who: 0, json: { content: oversized, title: oversized } });
    }
    for (let i = 0; i < 5; i += 1) requests.push({ target: 'graphql oversized', method: 'POST', path: '/graphql', caller: 'member', who: i, json: { query: `{ __typename }`, variables: { x: oversized } } });
    // Shuffled deterministically, so rate limits and waits spread over the run.
    const order = fc.sample(fc.shuffledSubarray(requests.map((_, index) => index), { minLength: requests.length, maxLength: requests.length }), { seed: SEED, numRuns: 1 })[0]!;
    const shuffled = order.map((index) => requests[index]!);

    const outcomes = await runPool(shuffled, CONCURRENCY, async (request): Promise<Outcome> => {
      let res: HttpResult;
      // A body always goes with its length: Node's client sends a GET or DELETE body unframed otherwise, which
      // the server's HTTP parser (not the gateway) refuses with a bare 400.
      const payload = request.raw ?? (request.json === undefined ? undefined : JSON.stringify(request.json));
      const length: Record<string, string> = payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) };
      try {
        res = await call(request.method, request.path, {
          ...(request.json !== undefined ? { json: request.json } : {}),
          ...(request.raw !== undefined ? { raw: request.raw } : {}),
          headers: { ...length, ...request.headers },
          ...(tokenOf(request) ? { token: tokenOf(request)! } : {}),
        });
      } catch (error) {
        return { request, status: 0, problem: `no reply: ${String(error)}` };
      }
      if (res.status >= 500) return { request, status: res.status, problem: `${res.status} ${res.text.slice(0, 300)}` };
      if (request.path.startsWith('/api') && res.status >= 400) {
        if (!String(res.headers['content-type'] ?? '').includes('application/json')) return { request, status: res.status, problem: `${res.status} not JSON: ${res.headers['content-type']} ${res.text.slice(0, 200)}` };
        if (res.body === null || typeof res.body !== 'object' || !('detail' in res.body)) return { request, status: res.status, problem: `${res.status} without a detail: ${res.text.slice(0, 200)}` };
      }
      return { request, status: res.status };
    });

    // Totals.
    const byClass: Record<string, number> = {};
    const byStatus: Record<number, number> = {};
    for (const outcome of outcomes) {
      const name = outcome.status === 0 ? 'no reply' : `${Math.floor(outcome.status / 100)}xx`;
      byClass[name] = (byClass[name] ?? 0) + 1;
      byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
    }
    const restCount = outcomes.filter((outcome) => outcome.request.path.startsWith('/api')).length;
    console.log(
      `fuzz seed ${SEED}: ${outcomes.length} requests (${restCount} /api over ${restRoutes.length} routes, ${outcomes.length - restCount} /graphql over ${rootFields.length} root fields) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `by class ${JSON.stringify(byClass)}; by status ${JSON.stringify(byStatus)}`,
    );

    const problems = outcomes.filter((outcome) => outcome.problem !== undefined);
    // One line per kind of problem (route and first words), with one request that shows it.
    const kinds = new Map<string, { count: number; example: Outcome }>();
    for (const outcome of problems) {
      const key = `[${outcome.request.target}] ${outcome.problem!.slice(0, 30)}`;
      const known = kinds.get(key);
      if (known) known.count += 1;
      else kinds.set(key, { count: 1, example: outcome });
    }
    const report = [...kinds.entries()].slice(0, 40).map(([key, { count, example }]) => `${count}× ${key}\n    ${example.problem!.slice(0, 300)}\n    ← ${describeRequest(example.request)}`);
    expect(outcomes.length).toBeGreaterThanOrEqual(10_000);
    expect(problems.length, `seed ${SEED} (FUZZ_SEED=${SEED} to replay): ${problems.length} bad replies, e.g.\n${report.join('\n')}`).toBe(0);

    // Stored rows: nothing the services would refuse.
    const invalid = await invalidStoredRows();
    expect(invalid, `seed ${SEED}: stored rows that break a rule`).toEqual([]);
  });
});

/** One description per kind of invalid stored row (with a few ids). */
async function invalidStoredRows(): Promise<string[]> {
  const checks: { subgraph: string; rule: string; sql: string }[] = [
    // accounts
    { subgraph: 'accounts', rule: 'blank or untrimmed user name', sql: `select id from users where btrim(first_name) = '' or btrim(last_name) = '' or first_name <> btrim(first_name) or last_name <> btrim(last_name)` },
    { subgraph: 'accounts', rule: 'followers_count differs from follows', sql: `select u.id from users u where u.followers_count <> (select count(*) from follows f where f.followee_id = u.id) or u.following_count <> (select count(*) from follows f where f.follower_id = u.id)` },
    // community
    { subgraph: 'community', rule: 'blank post', sql: `select id from posts where btrim(content) = '' or char_length(content) > 2000 or likes_count < 0 or comments_count < 0` },
    { subgraph: 'community', rule: 'blank, untrimmed or over-long story', sql: `select id from success_stories where btrim(title) = '' or title <> btrim(title) or btrim(story_content) = '' or char_length(title) > 120 or char_length(story_content) > 5000` },
    { subgraph: 'community', rule: 'story likes_count differs from story_likes', sql: `select s.id from success_stories s where s.likes_count <> (select count(*) from story_likes l where l.story_id = s.id)` },
    { subgraph: 'community', rule: 'blank, untrimmed or over-long challenge', sql: `select id from challenges where btrim(title) = '' or title <> btrim(title) or btrim(description) = '' or char_length(title) > 120 or char_length(description) > 2000 or target_value <= 0 or target_value = 'NaN'::float8 or target_value = 'Infinity'::float8` },
    { subgraph: 'community', rule: 'challenge participants_count differs from participants', sql: `select c.id from challenges c where c.participants_count <> (select count(*) from challenge_participants p where p.challenge_id = c.id)` },
    { subgraph: 'community', rule: 'challenge total differs from progress', sql: `select p.challenge_id from challenge_participants p where abs(p.total - coalesce((select sum(g.amount) from challenge_progress g where g.challenge_id = p.challenge_id and g.user_id = p.user_id), 0)) > 1e-6` },
    { subgraph: 'community', rule: 'blank endorsement skill', sql: `select id from endorsements where btrim(skill) = '' or skill <> btrim(skill)` },
    // events-wellness
    { subgraph: 'events-wellness', rule: 'blank, untrimmed or over-long event', sql: `select id from events where btrim(title) = '' or title <> btrim(title) or btrim(description) = '' or char_length(title) > 200 or char_length(description) > 5000 or duration_minutes <= 0` },
    { subgraph: 'events-wellness', rule: 'event counters differ from their rows or exceed the maximum', sql: `select e.id from events e where e.participants_count <> (select coalesce(sum(1 + p.guests), 0) from event_participants p where p.event_id = e.id) or e.waitlist_count <> (select count(*) from event_waitlist w where w.event_id = e.id) or (e.max_participants is not null and e.participants_count > e.max_participants) or e.participants_count < 0` },
    { subgraph: 'events-wellness', rule: 'invalid wellness goal', sql: `select id from wellness_goals where target_value <= 0 or current_value < 0 or target_value = 'Infinity'::float8 or current_value = 'Infinity'::float8 or target_value = 'NaN'::float8 or current_value = 'NaN'::float8` },
    // messaging
    { subgraph: 'messaging', rule: 'blank message', sql: `select id from messages where btrim(content) = '' or char_length(content) > 5000` },
    { subgraph: 'messaging', rule: 'negative unread count', sql: `select user_id from conversations where unread_count < 0` },
    // media-reviews
    { subgraph: 'media-reviews', rule: 'blank, untrimmed or over-long review', sql: `select id from reviews where btrim(title) = '' or title <> btrim(title) or btrim(content) = '' or char_length(title) > 120 or char_length(content) > 5000 or rating not between 1 and 5` },
    { subgraph: 'media-reviews', rule: 'helpful_count differs from review_helpful', sql: `select r.id from reviews r where r.helpful_count <> (select count(*) from review_helpful h where h.review_id = r.id)` },
    { subgraph: 'media-reviews', rule: 'blank, untrimmed or over-long photo', sql: `select id from photos where btrim(title) = '' or title <> btrim(title) or char_length(title) > 120 or char_length(description) > 1000` },
    { subgraph: 'media-reviews', rule: 'photo likes_count differs from photo_likes', sql: `select p.id from photos p where p.likes_count <> (select count(*) from photo_likes l where l.photo_id = p.id)` },
    // commerce
    { subgraph: 'commerce', rule: 'cart quantity outside 1–99', sql: `select id from cart_items where quantity not between 1 and 99` },
    { subgraph: 'commerce', rule: 'order subtotal differs from its lines', sql: `select o.id from orders o where o.subtotal_cents <> (select coalesce(sum(l.line_total_cents), 0) from order_lines l where l.order_id = o.id)` },
    { subgraph: 'commerce', rule: 'order line total differs from price × quantity', sql: `select id from order_lines where line_total_cents <> unit_price_cents * quantity or quantity not between 1 and 99` },
    { subgraph: 'commerce', rule: 'blank order contact', sql: `select id from orders where btrim(first_name) = '' or btrim(last_name) = '' or btrim(email) = '' or btrim(address1) = '' or btrim(city) = ''` },
  ];
  const found: string[] = [];
  for (const check of checks) {
    const rows = await queryRows<Record<string, unknown>>(subgraphDatabaseUrl(check.subgraph), `${check.sql} limit 5`);
    if (rows.length > 0) found.push(`${check.subgraph}: ${check.rule}: ${rows.map((row) => Object.values(row)[0]).join(', ')}`);
  }
  return found;
}
