/**
 * Prints a subgraph's SDL to stdout from its definition (no database, no environment needed):
 * `node subgraphs/kit/dist/print-schema.js subgraphs/<name>/dist/subgraph.js`. scripts/compose-schema.ts runs it for
 * each subgraph, each in a process of its own.
 */
import 'reflect-metadata';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { printSubgraphSdl } from './build-subgraph.js';
import type { z } from 'zod';
import type { RunSubgraphOptions } from './run-subgraph.js';

const [definitionPath] = process.argv.slice(2);
if (!definitionPath) throw new Error('Usage: node subgraphs/kit/dist/print-schema.js <subgraph definition module>');
const { subgraph } = (await import(pathToFileURL(resolve(definitionPath)).href)) as { subgraph: Pick<RunSubgraphOptions<z.ZodRawShape, unknown, object>, 'schema'> };
process.stdout.write(await printSubgraphSdl(subgraph.schema));
