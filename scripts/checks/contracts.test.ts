/**
 * The contracts are files and CI guards them: the subgraph SDLs, the supergraph, the API schema and the
 * codegen output must be exactly what the code produces; docker-compose must cover every subgraph.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../../subgraphs/accounts/src/modules/profile/profile.rules.js';
import { eventsDatabase, subgraphs } from '../../subgraphs.config.js';
import { PROFILE_MAX_LENGTH } from '../../web/src/features/profile/profile-limits.js';
import { repoRoot } from '../lib/paths.js';

describe('committed contracts', () => {
  // Run as a child process: @apollo/composition and Vitest would otherwise load two copies of graphql.
  it('subgraph SDLs, supergraph and API schema regenerate identically', () => {
    const run = (): string =>
      execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/compose-schema.ts', '--check'], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });

  it('codegen output regenerates identically', () => {
    const run = (): string =>
      execFileSync(join(repoRoot, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--check'], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });
});

describe('facts the browser checks ahead of the server', () => {
  it('the Edit Profile form uses the limits accounts enforces', () => {
    expect(PROFILE_MAX_LENGTH).toEqual(PROFILE_LIMITS);
  });
});

describe('docker-compose.yml', () => {
  const compose = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
  const initSql = readFileSync(join(repoRoot, 'docker/initdb/01-databases.sql'), 'utf8');

  it.each(subgraphs.map((subgraph) => [subgraph.name, subgraph] as const))('runs subgraph %s with its own database', (name, subgraph) => {
    expect(compose).toMatch(new RegExp(`^  ${name}:\\n(?:    .*\\n)*?    command: \\["node", "subgraphs/${name}/dist/index.js"\\]`, 'm'));
    expect(compose).toContain(`@postgres:5432/${subgraph.database}`);
    expect(compose).toContain(`"${name}":"http://${name}:${subgraph.port}/graphql"`);
    expect(initSql).toContain(`CREATE DATABASE ${subgraph.database};`);
  });

  it('creates the events database every subgraph shares for its queue', () => {
    expect(initSql).toContain(`CREATE DATABASE ${eventsDatabase};`);
    expect(compose).toContain(`EVENTS_DATABASE_URL: postgres://postgres:\${POSTGRES_PASSWORD}@postgres:5432/${eventsDatabase}`);
  });
});
