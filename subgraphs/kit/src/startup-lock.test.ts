import { describe, expect, it } from 'vitest';
import { queryRows, startFreshSubgraphs } from '@momstride/testing';

describe('start-up of copies on one database', () => {
  it('three copies of a subgraph starting together on an empty database all come up, its migrations applied once', async () => {
    const fresh = await startFreshSubgraphs(['commerce'], {}, { copies: 3 });
    try {
      expect(fresh.copyUrls['commerce']).toHaveLength(3);
      for (const url of fresh.copyUrls['commerce']!) {
        const ready = await fetch(`${url}/readyz`);
        expect(ready.status).toBe(200);
      }
      const migrations = await queryRows<{ name: string; n: number }>(
        fresh.databases['commerce']!,
        'select name, count(*)::int as n from mikro_orm_migrations group by name',
      );
      expect(migrations.length).toBeGreaterThan(0);
      expect(migrations.every((row) => row.n === 1)).toBe(true);
    } finally {
      await fresh.stop();
    }
  });
});
