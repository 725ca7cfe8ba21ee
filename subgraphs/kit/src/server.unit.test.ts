import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { badUserInput, rateLimited } from './errors.js';
import { createErrorFormatter } from './server.js';

const format = createErrorFormatter(pino({ level: 'silent' }));

/** What Apollo passes for an error thrown in a resolver: a GraphQLError wrapping the original. */
const fromResolver = (original: Error) => new GraphQLError(original.message, { originalError: original, path: ['field'] });

describe('error masking', () => {
  it('passes typed GraphQL errors through, without stack traces', () => {
    const error = badUserInput('Email is required', [{ field: 'email', message: 'Email is required' }]);
    const formatted = format(
      { message: error.message, path: ['field'], extensions: { ...error.extensions, stacktrace: ['at x'] } },
      fromResolver(error),
    );
    expect(formatted).toEqual({
      message: 'Email is required',
      path: ['field'],
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'Email is required' }] },
    });
    const limited = rateLimited('Too many login attempts. Please try again in 15 minutes.', 899.2);
    expect(format({ message: limited.message, extensions: limited.extensions }, fromResolver(limited)).extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 900,
    });
  });

  it('masks anything else as INTERNAL_SERVER_ERROR', () => {
    const leaked = new Error('relation "users" does not exist at /srv/app.js:1');
    const formatted = format({ message: leaked.message, path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['x'] } }, fromResolver(leaked));
    expect(formatted).toEqual({ message: 'Internal server error', path: ['field'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const untyped = new GraphQLError('Cannot return null for non-nullable field Query.me.');
    expect(format({ message: untyped.message }, untyped).message).toBe('Internal server error');
  });
});
