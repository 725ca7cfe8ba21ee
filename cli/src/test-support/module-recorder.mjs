/**
 * `node --import ./module-recorder.mjs …`: writes every module the process loads, one URL or path a line, to
 * the file named by MODULE_RECORD_FILE — ES modules as they are resolved (loader hook), CommonJS modules from
 * the require cache at exit. Used by cli/src/startup.test.ts to show what a run loads, without timing it.
 */
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.MODULE_RECORD_FILE;
if (!file) throw new Error('module-recorder.mjs: set MODULE_RECORD_FILE');
register(new URL('./module-recorder-hooks.mjs', import.meta.url), { data: { file } });
const requireCache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  appendFileSync(file, Object.keys(requireCache).map((path) => `${path}\n`).join(''));
});
