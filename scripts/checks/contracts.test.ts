/**
 * The contracts are files and CI guards them: the subgraph SDLs, the supergraph, the API schema, the REST layer's
 * OpenAPI document (schema/openapi.json) and the codegen output must be exactly what the code produces (the lists of
 * subgraphs: subgraph-lists.unit.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';

/** A check command in the repository root, for `expect(...).not.toThrow()`. */
const command =
  (bin: string, args: readonly string[]) =>
  (): string =>
    execFileSync(join(repoRoot, 'node_modules/.bin', bin), args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });

// Each check loads TypeScript, the composition or codegen in a process of its own: over 60 s on a busy 2-core machine.
describe('committed contracts', { timeout: 180_000 }, () => {
  // Run as a child process: @apollo/composition and Vitest would otherwise load two copies of graphql.
  it('subgraph SDLs, supergraph and API schema regenerate identically', () => {
    expect(command('tsx', ['scripts/compose-schema.ts', '--check'])).not.toThrow();
  });

  it('the OpenAPI document of /api regenerates identically', () => {
    expect(command('tsx', ['scripts/compose-openapi.ts', '--check'])).not.toThrow();
  });

  it('codegen output regenerates identically', () => {
    expect(command('graphql-codegen', ['--config', 'codegen.ts', '--check'])).not.toThrow();
  });
});
