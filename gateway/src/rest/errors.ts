import type { GraphQLFormattedError } from 'graphql';
import type { z } from 'zod';
import type { AuthResult } from '../auth.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableMessage } from '../subgraph-data-source.js';

/** One FastAPI-style validation item: `{"type", "loc", "msg", "input"}`. */
export interface ValidationItem {
  readonly type: string;
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly input: unknown;
  readonly ctx?: Record<string, unknown>;
}

/** A REST error reply: status, FastAPI-shaped body and extra headers. */
export interface RestError {
  readonly status: number;
  readonly body: { readonly detail: string | readonly ValidationItem[] };
  readonly headers?: Readonly<Record<string, string>>;
}

export const detail = (status: number, message: string, headers?: Record<string, string>): RestError => ({
  status,
  body: { detail: message },
  ...(headers ? { headers } : {}),
});

const bearerChallenge = { 'WWW-Authenticate': 'Bearer' };

export const notAuthenticated = (): RestError => detail(401, 'Not authenticated', bearerChallenge);
export const invalidCredentials = (): RestError => detail(401, 'Could not validate credentials', bearerChallenge);

/**
 * The reply to a request that must be signed in and is not: 401 without a token or with a bad one; 503 with
 * Retry-After, in accounts' words, for a personal access token accounts cannot check just now (never 401: the token
 * may well be good).
 */
export const signInRefusal = (auth: Exclude<AuthResult, { state: 'valid' }>): RestError => {
  switch (auth.state) {
    case 'none':
      return notAuthenticated();
    case 'invalid':
      return invalidCredentials();
    case 'unavailable':
      return detail(503, unavailableMessage('accounts'), { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
  }
};
export const notFound = (): RestError => detail(404, 'Not Found');
export const methodNotAllowed = (allow: readonly string[]): RestError =>
  detail(405, 'Method Not Allowed', { Allow: allow.join(', ') });
export const userNotFound = (): RestError => detail(404, 'User not found');
export const internalError = (): RestError => detail(500, 'Internal Server Error');

export const validationError = (items: readonly ValidationItem[]): RestError => ({ status: 422, body: { detail: items } });

/** Thrown by a route's response mapper when the data it got means an error reply (e.g. an unknown user). */
export class RestReplyError extends Error {
  constructor(readonly reply: RestError) {
    super(typeof reply.body.detail === 'string' ? reply.body.detail : 'Validation error');
    this.name = 'RestReplyError';
  }
}

/**
 * Extra zod issue params a REST schema may attach to a custom issue, so the 422 item carries FastAPI's own
 * `type` (and `ctx`), e.g. `{ type: 'int_parsing' }` or `{ type: 'greater_than_equal', ctx: { ge: 1 } }`.
 */
export interface FastApiIssueParams {
  readonly type: string;
  readonly ctx?: Record<string, unknown>;
}

const fastApiParamsOf = (issue: z.core.$ZodIssue): FastApiIssueParams | undefined => {
  if (issue.code !== 'custom') return undefined;
  const params = issue.params as Partial<FastApiIssueParams> | undefined;
  return typeof params?.type === 'string' ? (params as FastApiIssueParams) : undefined;
};

/** camelCase GraphQL names → the REST layer's snake_case (`newPassword` → `new_password`). */
export const toSnakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type Location = 'body' | 'query' | 'path';

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown => {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
};

const typeNames: Record<string, [string, string]> = {
  string: ['string_type', 'Input should be a valid string'],
  number: ['float_type', 'Input should be a valid number'],
  int: ['int_type', 'Input should be a valid integer'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  object: ['model_attributes_type', 'Input should be a valid dictionary or object to extract fields from'],
  array: ['list_type', 'Input should be a valid list'],
};

/** zod issues on REST input → the FastAPI 422 items (missing field → type "missing", msg "Field required"). */
export const fromZodIssues = (where: Location, issues: readonly z.core.$ZodIssue[], input: unknown): ValidationItem[] =>
  issues.map((issue) => {
    const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const loc = [where, ...path];
    const value = valueAt(input, path);
    if (issue.code === 'invalid_type') {
      if (value === undefined) {
        return { type: 'missing', loc, msg: 'Field required', input: path.length > 0 ? (valueAt(input, path.slice(0, -1)) ?? null) : null };
      }
      const [type, msg] = typeNames[issue.expected] ?? ['value_error', issue.message];
      return { type, loc, msg, input: value };
    }
    if (issue.code === 'invalid_value') {
      const choices = issue.values.map((choice) => `'${String(choice)}'`);
      const list = choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` : (choices[0] ?? '');
      return { type: 'enum', loc, msg: `Input should be ${list}`, input: value };
    }
    const custom = fastApiParamsOf(issue);
    if (custom) return { type: custom.type, loc, msg: issue.message, input: value, ...(custom.ctx ? { ctx: custom.ctx } : {}) };
    if (issue.code === 'invalid_format' && (issue.format === 'guid' || issue.format === 'uuid')) {
      return { type: 'uuid_parsing', loc, msg: 'Input should be a valid UUID', input: value };
    }
    if (issue.code === 'invalid_format' && issue.format === 'email') {
      return { type: 'value_error', loc, msg: 'value is not a valid email address', input: value };
    }
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return { type: 'string_too_short', loc, msg: issue.message, input: value };
    }
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return { type: 'string_too_long', loc, msg: issue.message, input: value };
    }
    return { type: 'value_error', loc, msg: issue.message, input: value };
  });

/** Malformed JSON body → 422 `json_invalid`, like FastAPI. */
export const jsonInvalid = (error: Error): RestError => {
  const position = /position (\d+)/.exec(error.message)?.[1];
  return validationError([
    { type: 'json_invalid', loc: ['body', position === undefined ? 0 : Number(position)], msg: 'JSON decode error', input: {}, ctx: { error: error.message } },
  ]);
};

interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

const fieldProblemsOf = (value: unknown): FieldProblem[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const problems = value.filter(
    (item): item is FieldProblem =>
      typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string',
  );
  return problems.length > 0 ? problems : undefined;
};

/**
 * THE mapping of GraphQL errors (extensions.code, docs/contracts.md) to REST replies.
 * `body` is the REST request body, echoed as `input` in 422 items.
 */
export const fromGraphQLError = (error: GraphQLFormattedError, body: unknown): RestError => {
  const code = error.extensions?.['code'];
  const message = error.message;
  switch (code) {
    case 'UNAUTHENTICATED':
      return detail(401, message, bearerChallenge);
    case 'FORBIDDEN':
      return detail(403, message);
    case 'NOT_FOUND':
      return detail(404, message);
    case 'CONFLICT':
      return detail(409, message);
    case 'RATE_LIMITED': {
      const seconds = Number(error.extensions?.['retryAfterSeconds']);
      const retryAfter = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
      return detail(429, message, { 'Retry-After': String(retryAfter) });
    }
    case 'SERVICE_UNAVAILABLE': {
      // A subgraph that is down or restarting (subgraph-data-source.ts): its area in words, and when to try again.
      const seconds = Number(error.extensions?.['retryAfterSeconds']);
      const retryAfter = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 5;
      return detail(503, message, { 'Retry-After': String(retryAfter) });
    }
    case 'BAD_USER_INPUT': {
      const fields = fieldProblemsOf(error.extensions?.['fields']);
      if (!fields) return detail(400, message);
      return validationError(
        fields.map(({ field, message: msg }) => {
          const name = toSnakeCase(field.split('.').at(-1) ?? field);
          return { type: 'value_error', loc: ['body', name], msg, input: valueAt(body, [name]) ?? null };
        }),
      );
    }
    default:
      return internalError();
  }
};
