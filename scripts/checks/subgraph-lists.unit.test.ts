/**
 * subgraphs.config.ts is THE list of subgraphs. Every other list of them must say the same, in both directions
 * (a subgraph missing anywhere fails, and so does an entry for one the config does not know): the npm workspaces and
 * the ports table of docs/contracts.md, each parsed as a whole (every table row), so an extra entry cannot slip past;
 * the Dockerfile, docker-compose.yml, the init SQL, the project references and the monolith's dependencies are
 * generated from it (scripts/generate-deploy-files.ts), and must be exactly what it writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainEventsDatabase, gatewayPort, subgraphs } from '../../subgraphs.config.js';
import { generateDeployFiles } from '../generate-deploy-files.js';
import { repoRoot } from '../lib/paths.js';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const sorted = (values: Iterable<string>) => [...values].sort();
const names = sorted(subgraphs.map((subgraph) => subgraph.name));
/** Workspaces under subgraphs/ that are not subgraphs. */
const SHARED = ['kit'];
const notShared = (name: string) => !SHARED.includes(name);

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

  it.each(generateDeployFiles().map((file) => [file.path, file.content]))('%s is as scripts/generate-deploy-files.ts writes it from subgraphs.config.ts', (path, content) => {
    expect(read(path), `run npx tsx scripts/generate-deploy-files.ts`).toBe(content);
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
