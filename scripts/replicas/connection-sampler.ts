/**
 * Samples how many connections the stack holds on its PostgreSQL server (pg_stat_activity's client backends, every
 * database) once a second, so a replicas run can report its peak next to the server's max_connections.
 */
import pg from 'pg';

export interface ConnectionSampler {
  /** The highest count seen so far. */
  readonly peak: () => number;
  readonly stop: () => Promise<void>;
}

export async function sampleConnections(serverDatabaseUrl: string, everyMs = 1000): Promise<ConnectionSampler> {
  const client = new pg.Client({ connectionString: serverDatabaseUrl, application_name: 'momstride-connection-sampler' });
  await client.connect();
  let peak = 0;
  let sampling: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sampling = client
      .query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where backend_type = 'client backend'`)
      .then(({ rows }) => (peak = Math.max(peak, rows[0]!.n)))
      .catch(() => undefined);
  }, everyMs);
  timer.unref();
  return {
    peak: () => peak,
    stop: async () => {
      clearInterval(timer);
      await sampling;
      await client.end();
    },
  };
}
