import { describe, expect, it } from 'vitest';
import { formatLogLine } from './processes.js';

describe('formatLogLine', () => {
  it('shows an error field by its message and other objects as JSON, so an "error" line says what failed', () => {
    const line = JSON.stringify({ level: 50, time: 1, pid: 2, hostname: 'h', msg: 'graphql error', err: { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error: …' }, path: ['feed'] });
    expect(formatLogLine('gateway', line)).toBe('[gateway] error graphql error  err=connect ECONNREFUSED path=["feed"]');
  });

  it('keeps plain fields, drops null ones and passes lines that are not JSON through', () => {
    expect(formatLogLine('accounts', JSON.stringify({ level: 30, msg: 'ready', port: 4001, trace: null }))).toBe('[accounts] info  ready  port=4001');
    expect(formatLogLine('web', 'plain text')).toBe('[web] plain text');
  });

  it('cuts a long value at 300 characters', () => {
    const formatted = formatLogLine('x', JSON.stringify({ level: 40, msg: 'm', detail: { text: 'a'.repeat(1000) } }));
    expect(formatted.length).toBeLessThan(340);
    expect(formatted.endsWith('…')).toBe(true);
  });
});
