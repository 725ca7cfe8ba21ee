import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { SubgraphCallAborted } from '../subgraph-data-source.js';
import { formatGatewayError, logGraphQLErrors } from './error-policy.js';

describe('formatGatewayError', () => {
  it("words a subgraph's own SERVICE_UNAVAILABLE (its database restarting) by its area and keeps the retry hint", () => {
    const formatted = formatGatewayError({
      message: 'Temporarily unavailable. Please try again in a moment.',
      path: ['products'],
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5, serviceName: 'commerce', stacktrace: ['at x'] },
    });
    expect(formatted).toEqual({
      message: 'The shop is temporarily unavailable. Please try again in a moment.',
      path: ['products'],
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5, serviceName: 'commerce' },
    });
  });

  it("masks the gateway's own unexpected errors and passes a subgraph's typed ones through", () => {
    expect(formatGatewayError({ message: 'connect ECONNREFUSED http://127.0.0.1:4006', extensions: { code: 'INTERNAL_SERVER_ERROR' } })).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const typed = { message: 'Event is full', extensions: { code: 'CONFLICT', serviceName: 'events-wellness' } };
    expect(formatGatewayError(typed)).toBe(typed);
  });
});

describe('logGraphQLErrors', () => {
  const levelsOf = (error: GraphQLError) => {
    const lines: Array<{ level: number; msg: string }> = [];
    logGraphQLErrors([error], pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) }));
    return lines.map(({ level, msg }) => `${pino.levels.labels[level]}: ${msg}`);
  };

  it('logs a call abandoned because the client went away at debug, a subgraph that timed out as an error', () => {
    const gone = new GraphQLError('client request aborted', { originalError: new SubgraphCallAborted('client request aborted', 'client') });
    expect(levelsOf(gone)).toEqual(['debug: graphql call abandoned: the client went away']);
    const copied = new GraphQLError('client request aborted', { originalError: new Error('client request aborted') });
    expect(levelsOf(copied)).toEqual(['debug: graphql call abandoned: the client went away']);
    const late = new GraphQLError('timed out', { originalError: new SubgraphCallAborted('subgraph timed out', 'timeout') });
    expect(levelsOf(late)).toEqual(['error: graphql error']);
  });
});
