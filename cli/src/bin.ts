#!/usr/bin/env node
/**
 * `momstride`: starts the CLI from its bundle (cli/bundle/main.js, one file instead of some forty modules: Node
 * reads and links each ESM module on its own, which cost about 100 ms of every run here) when the bundle is at
 * least as new as the last compile (cli/tsconfig.tsbuildinfo), else from the compiled modules (dist/main.js), so
 * a `tsc -b` without a rebuild of the bundle never runs stale code. `npm run build` and `npm start` make the bundle
 * (scripts/lib/build-cli.ts).
 */
import { statSync } from 'node:fs';

const modified = (file: URL): number => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
const bundle = new URL('../bundle/main.js', import.meta.url);
const bundleIsFresh = modified(bundle) >= modified(new URL('../tsconfig.tsbuildinfo', import.meta.url)) && modified(bundle) > 0;
await import(bundleIsFresh ? bundle.href : './main.js');
