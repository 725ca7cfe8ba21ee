import { afterEach, describe, expect, it } from 'vitest';
import { startSystemCollector, type MetricsSource, type SystemCollector } from './collector.js';

const build = (service: string, version: string) => `momstride_build_info{service="${service}",version="${version}"} 1`;

let collector: SystemCollector | undefined;
afterEach(() => collector?.stop());

describe('the System collector’s sources', () => {
  it('takes each service from the first source naming it, asks an endpoint once for all it names, and leaves out who is named already', async () => {
    const asked: string[] = [];
    const source = (name: string, text: string | Error): MetricsSource => ({
      name,
      read: async () => {
        asked.push(name);
        if (text instanceof Error) throw text;
        return text;
      },
    });
    collector = startSystemCollector({
      services: ['gateway', 'accounts', 'community', 'commerce'],
      intervalMs: 3_600_000,
      sources: [
        source('gateway', build('gateway', 'own')),
        // A monolith's merged endpoint: it names the gateway too (another process's), and two subgraphs.
        source('accounts', [build('gateway', 'other'), build('accounts', '2'), build('community', '2')].join('\n')),
        source('commerce', new Error('connection refused')),
      ],
    });
    const report = await collector.report();
    expect(report.services.map(({ name, up, version }) => ({ name, up, version }))).toEqual([
      { name: 'gateway', up: true, version: 'own' },
      { name: 'accounts', up: true, version: '2' },
      { name: 'community', up: true, version: '2' },
      { name: 'commerce', up: false, version: null },
    ]);
    expect(asked).toEqual(['gateway', 'accounts', 'commerce']);
  });

  it('asks no one else when the process names every service (monolithic mode)', async () => {
    const asked: string[] = [];
    collector = startSystemCollector({
      services: ['gateway', 'accounts'],
      intervalMs: 3_600_000,
      sources: [
        { name: 'gateway', read: async () => [build('gateway', '1'), build('accounts', '1')].join('\n') },
        { name: 'accounts', read: async () => (asked.push('accounts'), '') },
      ],
    });
    expect((await collector.report()).services.every((service) => service.up)).toBe(true);
    expect(asked).toEqual([]);
  });
});
