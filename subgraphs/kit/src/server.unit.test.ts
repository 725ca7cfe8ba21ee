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

  it('answers SERVICE_UNAVAILABLE with a retry hint while the database is restarting or unreachable, and masks other database errors', () => {
    const unavailable = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection ended unexpectedly'),
      // knex puts the SQL before the driver's words.
      new Error("select id, completed_at from carts where session_id = 'x' - Connection terminated unexpectedly"),
      new Error('Client was closed and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      // MikroORM's ConnectionException copies the driver error's fields; a wrapper keeps it as its cause.
      new Error('query failed', { cause: Object.assign(new Error('x'), { sqlState: '08006' }) }),
    ];
    for (const error of unavailable) {
      expect(format({ message: error.message, path: ['field'] }, fromResolver(error)), error.message).toEqual({
        message: 'Temporarily unavailable. Please try again in a moment.',
        path: ['field'],
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
      });
    }
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(format({ message: duplicate.message }, fromResolver(duplicate)).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
