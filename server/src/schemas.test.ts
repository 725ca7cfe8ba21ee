/**
 * Monolithic mode builds the six subgraph schemas in one process, where type-graphql keeps one metadata store for
 * every class of every subgraph: each must still be exactly the schema that subgraph builds alone (its committed SDL).
 * Built from the compiled subgraphs in a child process: under Vitest graphql would load twice (ESM and CommonJS).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { subgraphs } from '../../subgraphs.config.js';

/** Imports every subgraph's compiled schema module in one process, then prints each one's SDL in turn. */
const PRINT_ALL = `
import 'reflect-metadata';
import { repoRoot } from '@momstride/testing';
const printed = {};
const modules = await Promise.all(process.argv.slice(1).map(async (name) => [name, await import(\`./subgraphs/\${name}/dist/schema.js\`)]));
for (const [name, module] of modules) {
  const print = Object.entries(module).find(([key]) => /^print.*Schema$/.test(key))[1];
  printed[name] = await print();
}
process.stdout.write(JSON.stringify(printed));
`;

describe('six subgraph schemas in one process', () => {
  it('each prints exactly its committed SDL', () => {
    const names = subgraphs.map((subgraph) => subgraph.name);
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', PRINT_ALL, ...names], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const printed = JSON.parse(output) as Record<string, string>;
    const committed = (name: string) => readFileSync(join(repoRoot, 'schema', 'subgraphs', `${name}.graphql`), 'utf8');
    for (const name of names) expect(printed[name], name).toBe(committed(name));
  });
});
