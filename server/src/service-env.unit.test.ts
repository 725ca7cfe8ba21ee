import { describe, expect, it } from 'vitest';
import { domainEventsDatabase, gatewayMetricsPort, subgraphs } from '../../subgraphs.config.js';
import { gatewayEnvOf, subgraphEnvOf, type Topology } from './service-env.js';

const topology: Topology = { subgraphs, domainEventsDatabase, gatewayMetricsPort };
const byName = (name: string) => subgraphs.find((subgraph) => subgraph.name === name)!;

/** An installation's environment, as the image or `npm start` gives the monolith. */
const installation: NodeJS.ProcessEnv = {
  DATABASE_URL: 'postgres://app:secret@db.internal:5432/postgres',
  PORT: '4000',
  HOST: '0.0.0.0',
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_PRIVATE_KEY: 'access-private',
  VIEWER_TOKEN_PRIVATE_KEY: 'viewer-private',
  VIEWER_TOKEN_PUBLIC_KEY: 'viewer-public',
  CALENDAR_FEED_KEY: 'feeds',
  WEBHOOK_SECRETS_KEY: 'webhooks',
  SUBGRAPH_URLS: JSON.stringify({ commerce: 'http://127.0.0.1:5006/graphql' }),
};

describe('each service’s environment from the installation’s', () => {
  it('gives a subgraph its own database on the server, the queue’s, and its port', () => {
    const env = subgraphEnvOf(installation, byName('messaging'), topology);
    expect(env.DATABASE_URL).toBe('postgres://app:secret@db.internal:5432/momstride_messaging');
    expect(env.DOMAIN_EVENTS_DATABASE_URL).toBe('postgres://app:secret@db.internal:5432/momstride_domain_events');
    expect(env.PORT).toBe('4004');
    expect(env.HOST).toBeUndefined();
    expect(env.LOG_LEVEL).toBe('warn');
    // A subgraph named in SUBGRAPH_URLS listens where it is called; an explicit port wins (replicas).
    expect(subgraphEnvOf(installation, byName('commerce'), topology).PORT).toBe('5006');
    expect(subgraphEnvOf(installation, byName('commerce'), topology, 6100).PORT).toBe('6100');
    expect(JSON.parse(env.SUBGRAPH_URLS!)).toMatchObject({ accounts: 'http://127.0.0.1:4001/graphql', commerce: 'http://127.0.0.1:5006/graphql' });
  });

  it('hands each secret only to the services granted it', () => {
    const secretsOf = (env: NodeJS.ProcessEnv) =>
      ['ACCESS_TOKEN_PRIVATE_KEY', 'VIEWER_TOKEN_PRIVATE_KEY', 'CALENDAR_FEED_KEY', 'WEBHOOK_SECRETS_KEY'].filter((name) => env[name] !== undefined);
    expect(secretsOf(subgraphEnvOf(installation, byName('accounts'), topology))).toEqual(['ACCESS_TOKEN_PRIVATE_KEY', 'WEBHOOK_SECRETS_KEY']);
    expect(secretsOf(subgraphEnvOf(installation, byName('events-wellness'), topology))).toEqual(['CALENDAR_FEED_KEY']);
    expect(secretsOf(subgraphEnvOf(installation, byName('community'), topology))).toEqual([]);
    expect(secretsOf(gatewayEnvOf(installation, topology))).toEqual(['VIEWER_TOKEN_PRIVATE_KEY']);
    expect(subgraphEnvOf(installation, byName('community'), topology).VIEWER_TOKEN_PUBLIC_KEY).toBe('viewer-public');
  });

  it('lets the queue live elsewhere, and refuses an installation without a database server', () => {
    const elsewhere = { ...installation, DOMAIN_EVENTS_DATABASE_URL: 'postgres://q:q@queue:5432/events' };
    expect(subgraphEnvOf(elsewhere, byName('accounts'), topology).DOMAIN_EVENTS_DATABASE_URL).toBe('postgres://q:q@queue:5432/events');
    expect(() => subgraphEnvOf({ ...installation, DATABASE_URL: undefined }, byName('accounts'), topology)).toThrow(/DATABASE_URL is required/);
  });
});

describe('each service’s metrics port', () => {
  it('is its subgraphs.config.ts metricsPort, the gateway’s the installation’s METRICS_PORT, and 0 turns every one off', () => {
    expect(subgraphEnvOf(installation, byName('messaging'), topology).METRICS_PORT).toBe(String(byName('messaging').metricsPort));
    expect(subgraphEnvOf(installation, byName('messaging'), topology, 6100, 6200).METRICS_PORT).toBe('6200');
    expect(gatewayEnvOf(installation, topology).METRICS_PORT).toBe(String(gatewayMetricsPort));
    expect(gatewayEnvOf({ ...installation, METRICS_PORT: '9500' }, topology).METRICS_PORT).toBe('9500');
    const off = { ...installation, METRICS_PORT: '0' };
    expect(subgraphEnvOf(off, byName('accounts'), topology).METRICS_PORT).toBe('0');
    expect(gatewayEnvOf(off, topology).METRICS_PORT).toBe('0');
  });
});
