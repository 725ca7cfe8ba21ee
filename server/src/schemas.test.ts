/**
 * Monolithic mode builds the six subgraph schemas in one process, where type-graphql keeps one metadata store for
 * every class of every subgraph: each must still be exactly the schema that subgraph builds alone (its committed SDL).
 * Built from the compiled subgraphs in a child process: under Vitest graphql would load twice (ESM and CommonJS).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@momstride/testing';
import { definitionModuleOf, subgraphs } from '../../subgraphs.config.js';

/** Imports every subgraph's compiled definition in one process, then prints each one's SDL in turn. */
const PRINT_ALL = `
import 'reflect-metadata';
import { printSubgraphSdl } from './subgraphs/kit/dist/build-subgraph.js';
const printed = {};
const modules = await Promise.all(process.argv.slice(1).map(async (path) => [path, await import(\`./\${path}\`)]));
for (const [path, module] of modules) printed[path] = await printSubgraphSdl(module.subgraph.schema);
process.stdout.write(JSON.stringify(printed));
`;

describe('six subgraph schemas in one process', () => {
  it('each prints exactly its committed SDL', () => {
    const modules = subgraphs.map(definitionModuleOf);
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', PRINT_ALL, ...modules], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const printed = JSON.parse(output) as Record<string, string>;
    const committed = (name: string) => readFileSync(join(repoRoot, 'schema', 'subgraphs', `${name}.graphql`), 'utf8');
    for (const subgraph of subgraphs) expect(printed[definitionModuleOf(subgraph)], subgraph.name).toBe(committed(subgraph.name));
  });
});
