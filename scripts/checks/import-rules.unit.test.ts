/**
 * The import rules of eslint.config.js (docs/architecture.md, "Layout and import rules") catch what they name. An
 * import the linter cannot resolve is left out of them silently, so this lints a few imports as they are written
 * here — `.js` specifiers of TypeScript files, extensionless web modules, workspace packages — at real paths.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.js';

const eslint = new ESLint({ cwd: repoRoot });

/** The messages of the import-path rule for `code` linted as the file at `path` (relative to the repository). */
async function importRuleMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('import rules', () => {
  it('keep web features apart and shared web code free of features', async () => {
    expect(await importRuleMessages('web/src/features/auth/probe.tsx', "export { DashboardPage } from '../dashboard/dashboard-page';\n")).toEqual([
      expect.stringContaining('Web features do not import each other'),
    ]);
    expect(await importRuleMessages('web/src/components/probe.tsx', "export { AccessTokensPage } from '../features/access-tokens/access-tokens-page';\n")).toEqual([
      expect.stringContaining('Shared web code imports no feature'),
    ]);
    expect(await importRuleMessages('web/src/features/auth/probe.tsx', "export { DashboardQuery } from '../../lib/dashboard-query';\n")).toEqual([]);
  });

  it('keep subgraphs apart, and the gateway to the kit’s http and env parts', async () => {
    expect(await importRuleMessages('subgraphs/messaging/src/probe.ts', "export { subgraph } from '../../accounts/src/subgraph.js';\n")).toEqual([
      expect.stringContaining('A subgraph never imports another subgraph'),
    ]);
    expect(await importRuleMessages('gateway/src/probe.ts', "export { runSubgraph } from '../../subgraphs/kit/src/run-subgraph.js';\n")).toEqual([
      expect.stringContaining('The gateway meets subgraphs only through the supergraph'),
    ]);
    expect(await importRuleMessages('gateway/src/probe.ts', "export { keepIdleConnections } from '@momstride/kit/http';\n")).toEqual([]);
  });
});
