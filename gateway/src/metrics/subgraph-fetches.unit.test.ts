import { describe, expect, it } from 'vitest';
import { SubgraphCallAborted } from '../subgraph-data-source.js';
import { fetchOutcomeOf } from './subgraph-fetches.js';

describe('the outcome of a subgraph fetch', () => {
  it('is ok for a 2xx answer, error for another status or a failure, timeout past the deadline, shed when the client went away', () => {
    expect(fetchOutcomeOf(200)).toBe('ok');
    expect(fetchOutcomeOf(503)).toBe('error');
    expect(fetchOutcomeOf(401)).toBe('error');
    expect(fetchOutcomeOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('error');
    expect(fetchOutcomeOf(new SubgraphCallAborted('subgraph did not answer within 10 ms', 'timeout'))).toBe('timeout');
    expect(fetchOutcomeOf(new SubgraphCallAborted('client request aborted', 'client'))).toBe('shed');
  });
});
