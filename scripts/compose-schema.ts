/**
 * Regenerates the committed schema contracts:
 *   schema/subgraphs/<name>.graphql  printed from each subgraph's definition (the kit's print-schema.js)
 *   schema/supergraph.graphql        composed with @apollo/composition
 *   schema/api.graphql               the public API schema (what clients and codegen see)
 * With --check it writes nothing and fails when a committed file differs from what the code produces.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { definitionModuleOf, subgraphs } from '../subgraphs.config.js';
import { repoRoot } from './lib/paths.js';

export interface SchemaFile {
  readonly path: string;
  readonly content: string;
}

/** Prints one subgraph's SDL from its definition module, in a process of its own. */
const KIT_PRINTER = join(repoRoot, 'subgraphs', 'kit', 'dist', 'print-schema.js');

export function generateSchemaFiles(): SchemaFile[] {
  const files: SchemaFile[] = [];
  const services = subgraphs.map((subgraph) => {
    const definition = join(repoRoot, definitionModuleOf(subgraph));
    if (!existsSync(definition) || !existsSync(KIT_PRINTER)) throw new Error(`${definition} or ${KIT_PRINTER} is missing: run npm run build first`);
    const sdl = execFileSync(process.execPath, [KIT_PRINTER, definition], { encoding: 'utf8' });
    files.push({ path: `schema/subgraphs/${subgraph.name}.graphql`, content: sdl });
    return { name: subgraph.name, url: `http://localhost:${subgraph.port}/graphql`, typeDefs: parse(sdl) };
  });
  const result = composeServices(services);
  if (result.errors) {
    throw new Error(`Composition failed:\n${result.errors.map((e) => e.message).join('\n')}`);
  }
  files.push({ path: 'schema/supergraph.graphql', content: result.supergraphSdl });
  files.push({ path: 'schema/api.graphql', content: `${printSchema(result.schema.toAPISchema().toGraphQLJSSchema())}\n` });
  return files;
}

/** Returns the files whose committed content differs from the generated one. */
export function driftedSchemaFiles(): string[] {
  return generateSchemaFiles()
    .filter((file) => {
      const path = join(repoRoot, file.path);
      return !existsSync(path) || readFileSync(path, 'utf8') !== file.content;
    })
    .map((file) => file.path);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const drifted = driftedSchemaFiles();
    if (drifted.length > 0) {
      console.error(`Schema drift (run npm run compose): ${drifted.join(', ')}`);
      process.exit(1);
    }
    console.log('Schema contracts are up to date.');
  } else {
    for (const file of generateSchemaFiles()) writeFileSync(join(repoRoot, file.path), file.content);
    console.log('Wrote schema/subgraphs/*.graphql, schema/supergraph.graphql and schema/api.graphql.');
  }
}
