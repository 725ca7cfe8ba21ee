/**
 * Regenerates schema/openapi.json, the OpenAPI 3.1 document of /api, from the REST routes' own definitions
 * (gateway/src/rest/openapi/document.ts, run from its build output like compose-schema.ts runs the subgraphs': the
 * gateway serves that same document at GET /api/openapi.json). With --check it writes nothing and fails when the
 * committed file differs from what the code produces.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../gateway/dist/rest/openapi/document.js';
import { repoRoot } from './lib/paths.js';

export const OPENAPI_FILE = 'schema/openapi.json';

/** The document as committed: two-space JSON and a final newline. */
export const openApiFileContent = (): string => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = join(repoRoot, OPENAPI_FILE);
  const content = openApiFileContent();
  if (process.argv.includes('--check')) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) {
      console.error(`OpenAPI drift (run npm run compose): ${OPENAPI_FILE}`);
      process.exit(1);
    }
    console.log('The OpenAPI document is up to date.');
  } else {
    writeFileSync(path, content);
    console.log(`Wrote ${OPENAPI_FILE}.`);
  }
}
