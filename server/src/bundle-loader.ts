/**
 * Runs the monolith's bundle (server/bundle/monolith.cjs, made by scripts/lib/build-server.ts) with V8's code cache
 * (the kit's bundle-script.cts says how) when it is at least as new as the last compile (server/tsconfig.tsbuildinfo);
 * otherwise the compiled modules (dist/monolith.js) run. The first start writes the cache once the monolith is up, so
 * that it holds the code that starting ran.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { compileBundle, freshBundle } from '@momstride/kit/bundle-script';
import type * as MonolithModule from './monolith.js';

export interface LoadedMonolith {
  readonly module: typeof MonolithModule;
  /** Writes the code cache when there was none (or V8 refused it); call once started. */
  readonly saveCodeCache: () => void;
}

/** The bundle when it is fresh, compiled with its code cache; undefined when the modules must run. */
export function loadMonolithBundle(): LoadedMonolith | undefined {
  const url = new URL('../bundle/monolith.cjs', import.meta.url);
  const bundle = freshBundle(url, new URL('../tsconfig.tsbuildinfo', import.meta.url));
  if (!bundle) return undefined;
  // The parameters are those of a CommonJS module, and `import()` of what the bundle leaves outside (a migration
  // file, a module MikroORM loads by name), which this module's loader serves (build-server.ts).
  const script = compileBundle(url, bundle, ['exports', 'require', 'module', '__filename', '__dirname', '__bundleImport']);
  const module = { exports: {} as typeof MonolithModule };
  const bundleImport = (specifier: string): Promise<unknown> => import(specifier);
  script.run(module.exports, createRequire(url), module, fileURLToPath(url), fileURLToPath(new URL('.', url)), bundleImport);
  return { module: module.exports, saveCodeCache: script.saveCodeCache };
}
