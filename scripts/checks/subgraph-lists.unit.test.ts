/**
 * subgraphs.config.ts is THE list of subgraphs. Every other list of them must say the same, in both directions
 * (a subgraph missing anywhere fails, and so does an entry for one the config does not know): the npm workspaces,
 * the TypeScript project references, the Dockerfile, docker-compose.yml (services, their database and port, the
 * gateway's SUBGRAPH_URLS and depends_on), the init SQL and the ports table of docs/contracts.md. Each file is parsed
 * as a whole (compose as YAML, every table row, every CREATE DATABASE), so an extra entry cannot slip past.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { domainEventsDatabase, gatewayPort, subgraphs } from '../../subgraphs.config.js';
import { repoRoot } from '../lib/paths.js';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const sorted = (values: Iterable<string>) => [...values].sort();
const names = sorted(subgraphs.map((subgraph) => subgraph.name));
/** Workspaces under subgraphs/ that are not subgraphs. */
const SHARED = ['kit'];
const notShared = (name: string) => !SHARED.includes(name);

interface ComposeService {
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, unknown>;
}
const compose = parseYaml(read('docker-compose.yml'), { merge: true }) as { services: Record<string, ComposeService> };
/** Compose services that are not subgraphs. */
const INFRASTRUCTURE = ['postgres', 'gateway'];

describe('every list of subgraphs agrees with subgraphs.config.ts', () => {
  it('npm workspaces: the subgraphs/* glob matches exactly the subgraphs (and the kit), each named @momstride/<name>', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    expect(workspaces.filter((workspace) => workspace.startsWith('subgraphs/'))).toEqual(['subgraphs/*']);
    const folders = readdirSync(join(repoRoot, 'subgraphs')).filter((entry) => existsSync(join(repoRoot, 'subgraphs', entry, 'package.json')));
    expect(sorted(folders.filter(notShared))).toEqual(names);
    for (const folder of folders) {
      expect((JSON.parse(read(`subgraphs/${folder}/package.json`)) as { name: string }).name).toBe(`@momstride/${folder}`);
    }
  });

  it('tsconfig.json project references', () => {
    const references = (JSON.parse(read('tsconfig.json')) as { references: Array<{ path: string }> }).references.map((reference) => reference.path);
    const subgraphReferences = references.filter((path) => path.startsWith('subgraphs/')).map((path) => path.slice('subgraphs/'.length));
    expect(sorted(subgraphReferences.filter(notShared))).toEqual(names);
  });

  it('the Dockerfile copies each subgraph’s package.json before npm ci', () => {
    const copyLines = read('Dockerfile')
      .split('\n')
      .filter((line) => /^COPY\s/i.test(line));
    const copied = copyLines.flatMap((line) => [...line.matchAll(/\bsubgraphs\/([^/\s]+)\/package\.json\b/g)].map((match) => match[1]!));
    expect(sorted(copied.filter(notShared))).toEqual(names);
  });

  it('docker-compose.yml runs each subgraph on its own database and port', () => {
    const services = Object.keys(compose.services).filter((name) => !INFRASTRUCTURE.includes(name));
    expect(sorted(services)).toEqual(names);
    for (const subgraph of subgraphs) {
      const service = compose.services[subgraph.name]!;
      expect(service.command).toEqual(['node', `subgraphs/${subgraph.name}/dist/index.js`]);
      expect(service.environment?.['PORT']).toBe(String(subgraph.port));
      expect(service.environment?.['DATABASE_URL']).toMatch(new RegExp(`@postgres:5432/${subgraph.database}$`));
      expect(service.environment?.['DOMAIN_EVENTS_DATABASE_URL']).toMatch(new RegExp(`@postgres:5432/${domainEventsDatabase}$`));
    }
  });

  it('the gateway in docker-compose.yml knows each subgraph’s URL and waits for each', () => {
    const gateway = compose.services['gateway']!;
    const urls = JSON.parse(gateway.environment?.['SUBGRAPH_URLS'] ?? '{}') as Record<string, string>;
    expect(sorted(Object.keys(urls))).toEqual(names);
    for (const subgraph of subgraphs) expect(urls[subgraph.name]).toBe(`http://${subgraph.name}:${subgraph.port}/graphql`);
    const dependsOn = Array.isArray(gateway.depends_on) ? gateway.depends_on : Object.keys(gateway.depends_on ?? {});
    expect(sorted(dependsOn.filter((name) => !INFRASTRUCTURE.includes(name)))).toEqual(names);
  });

  it('the init SQL creates each subgraph’s database and the domain-events database, nothing else', () => {
    const created = [...read('docker/initdb/01-databases.sql').matchAll(/\bcreate\s+database\s+"?(\w+)"?/gi)].map((match) => match[1]!);
    expect(sorted(created)).toEqual(sorted([domainEventsDatabase, ...subgraphs.map((subgraph) => subgraph.database)]));
  });

  it('the ports table of docs/contracts.md: the gateway, each subgraph, the queue, and no other row', () => {
    const section = read('docs/contracts.md').split(/^## /m).find((part) => part.startsWith('Processes and ports'));
    expect(section, 'a "Processes and ports" section').toBeDefined();
    const rows = section!
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2) // header and separator
      .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim().replace(/`/g, '')));
    const gateway = rows.filter(([name]) => name === 'gateway');
    const queue = rows.filter(([name]) => name!.startsWith('('));
    const subgraphRows = rows.filter(([name]) => name !== 'gateway' && !name!.startsWith('('));
    expect(gateway.map(([, port]) => port)).toEqual([`${gatewayPort} (PORT)`]);
    expect(queue.map(([, , database]) => database)).toEqual([domainEventsDatabase]);
    expect(sorted(subgraphRows.map((cells) => cells.join(' ')))).toEqual(
      sorted(subgraphs.map((subgraph) => `${subgraph.name} ${subgraph.port} ${subgraph.database}`)),
    );
  });
});
