import { describe, expect, it } from 'vitest';
import { formatGatewayError } from './error-policy.js';

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
