/**
 * The REST layer's error replies (rest/errors.ts) as OpenAPI components: the `{detail}` body every error has, the 422
 * validation body `{detail: [{type, loc, msg, input}]}`, and which statuses a route can answer.
 */
import type { AnyRestRoute } from '../framework.js';
import type { JsonSchema } from './json-schema.js';

export const errorSchemas: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    description: 'Every error reply but 422: a sentence saying what went wrong.',
    properties: { detail: { type: 'string' } },
    required: ['detail'],
    additionalProperties: false,
  },
  ValidationError: {
    type: 'object',
    description: 'A request the route could not take (FastAPI-shaped): one item per problem.',
    properties: {
      detail: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', description: 'missing, uuid_parsing, int_parsing, enum, value_error, json_invalid, …' },
            loc: { type: 'array', items: { type: ['string', 'integer'] }, description: "Where: 'body' | 'query' | 'path', then the field" },
            msg: { type: 'string' },
            input: { description: 'What was sent there' },
            ctx: { type: 'object' },
          },
          required: ['type', 'loc', 'msg', 'input'],
          additionalProperties: false,
        },
      },
    },
    required: ['detail'],
    additionalProperties: false,
  },
};

const json = (schema: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } });
const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } };

/**
 * The IETF rate-limit headers (draft-ietf-httpapi-ratelimit-headers-11) on every reply to a signed-in request, counted
 * per member and per personal access token, and to an anonymous write, counted per client address (gateway/src/rate-limit/).
 */
export const rateLimitHeaders: Record<string, JsonSchema> = {
  'RateLimit-Policy': {
    description:
      'The budgets this request counts against: `"member";q=1200;w=60` (a member’s sessions), `"token";q=600;w=60, "member";q=1200;w=60` (a personal access token, and its owner’s budget too) or `"anonymous";q=60;w=60` (a write without a valid token, per client address)',
    schema: { type: 'string' },
  },
  RateLimit: { description: 'What is left of each: `"member";r=1187;t=42` (r requests remaining, t seconds until the whole quota is back); a refusal names the budget that refused', schema: { type: 'string' } },
};
const rateLimitRefs = Object.fromEntries(Object.keys(rateLimitHeaders).map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** The rate-limit headers of a route's replies: signed-in requests are counted, and anonymous writes. */
export const rateLimitHeadersOf = (route: Pick<AnyRestRoute, 'auth'> & Partial<Pick<AnyRestRoute, 'method'>>): Record<string, JsonSchema> =>
  route.auth === 'required' || (route.method !== undefined && route.method !== 'GET') ? rateLimitRefs : {};

export const errorResponses: Record<string, JsonSchema> = {
  Unauthorized: {
    description: 'No bearer token ("Not authenticated"), or one that is invalid, expired or revoked ("Could not validate credentials")',
    headers: { 'WWW-Authenticate': { schema: { type: 'string', const: 'Bearer' } } },
    content: json('Error'),
  },
  Forbidden: { description: 'Signed in, but not allowed (an admin-only action, someone else’s item, a blocked member)', content: json('Error') },
  NotFound: { description: 'No such item', content: json('Error') },
  Conflict: { description: 'The item’s state does not allow it (already taken, full, ended)', content: json('Error') },
  ValidationError: { description: 'The path, query or body does not fit the route', content: json('ValidationError') },
  TooManyRequests: {
    description: 'Too many requests: the member’s, the token’s or (for a write without a valid token) the client address’s request budget is spent (RateLimit headers), or an action’s own limit (sign-in attempts, messages, uploads, carts and checkouts); wait Retry-After seconds',
    headers: { ...retryAfter, ...rateLimitRefs },
    content: json('Error'),
  },
  ServiceUnavailable: { description: 'The subgraph serving this area is down or restarting, or member accounts cannot check a personal access token just now: try again after Retry-After seconds', headers: retryAfter, content: json('Error') },
  Error: { description: 'Any other error (400 bad body, 405, 413, 415, 500, 502), with its sentence', content: json('Error') },
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The error replies a route can give, by status (`default` covers the rest). */
export const errorResponsesOf = (route: Pick<AnyRestRoute, 'auth' | 'method' | 'path' | 'params' | 'query' | 'body'>): Record<string, JsonSchema> => {
  const writes = route.method !== 'GET';
  const hasInput = Boolean(route.params ?? route.query ?? route.body);
  return {
    ...(route.auth === 'required' ? { '401': ref('Unauthorized') } : {}),
    ...(route.auth === 'required' ? { '403': ref('Forbidden') } : {}),
    ...(route.path.includes(':') ? { '404': ref('NotFound') } : {}),
    ...(writes ? { '409': ref('Conflict') } : {}),
    ...(hasInput ? { '422': ref('ValidationError') } : {}),
    ...(writes || route.auth === 'required' ? { '429': ref('TooManyRequests') } : {}),
    '503': ref('ServiceUnavailable'),
    default: ref('Error'),
  };
};
