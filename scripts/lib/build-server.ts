/**
 * The monolith's bundle, made by esbuild from the compiled back end (server/dist/monolith.js and everything it imports,
 * packages included) into server/bundle/monolith.cjs, which `node server/dist/all.js` runs with V8's code cache when
 * it is at least as new as the last compile (server/src/bundle-loader.ts). Loading 3,300 modules one by one — find,
 * read, lex, compile each — was half of a start or a restart after a crash; one script whose compiled code is cached
 * loads in a third of the time (docs/architecture.md, "Start, restart and stop: where the time goes").
 *
 * - `keepNames`: type-graphql and MikroORM name GraphQL types and entities after their classes, and several
 *   subgraphs have classes of the same name, which a bundle would otherwise rename.
 * - Each module's `import.meta.url` stays its own file's URL (a subgraph reads files next to its modules).
 * - `createRequire(import.meta.url)('<literal>')` (the kit's graphql for graphql-jit, pg-boss's manager, the gateway's
 *   result shaping, which each patch or share a package's own module) becomes `require('<literal>')`: the module
 *   inside the bundle, not a second copy loaded from node_modules beside it.
 * - Native addons and the database drivers knex names but MomStride does not use stay outside.
 * - An `import()` left in the bundle (of a computed name: a migration file, MikroORM's loader) becomes
 *   `__bundleImport()`, which bundle-loader.ts hands in: a script compiled with a code cache has no module loader
 *   of its own for `import()` (Node 20 drops the one given to the script once V8 takes its cache).
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from './paths.js';

const serverFolder = join(repoRoot, 'server');
const bundleFolder = join(serverFolder, 'bundle');
/** The script server/src/bundle-loader.ts runs (the same name there). */
const SERVER_BUNDLE_SCRIPT = join(bundleFolder, 'monolith.cjs');

/**
 * Native addons (loaded from node_modules as they are), knex's drivers for other databases (never installed), and the
 * packages tracing's instrumentations patch when they are required (`pg`, `express`: a copy inside the bundle could
 * not be patched; docs/operations.md, "Tracing"). The SDK itself is never bundled (kit telemetry/start.ts).
 */
const OUTSIDE_THE_BUNDLE = [
  'argon2',
  'pg',
  'express',
  'sharp',
  'pg-native',
  'pg-query-stream',
  'better-sqlite3',
  'libsql',
  'mariadb',
  'mariadb/*',
  'mysql',
  'mysql2',
  'oracledb',
  'sqlite3',
  'tedious',
];

const modified = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : -1);

/**
 * True when the bundle is missing or older than the last compile of the monolith (server/tsconfig.tsbuildinfo, which
 * `tsc -b` writes or touches whenever a project the monolith is built from changed).
 */
export function serverBundleIsStale(): boolean {
  return modified(SERVER_BUNDLE_SCRIPT) < modified(join(serverFolder, 'tsconfig.tsbuildinfo'));
}

const REQUIRE_HERE = /\bcreateRequire\(import\.meta\.url\)\((['"][^'"]+['"])\)/g;

/** `createRequire(import.meta.url)('<literal>')` becomes `require('<literal>')`; any other `import.meta.url` the module's URL. */
const ownModuleUrls: Plugin = {
  name: 'momstride-module-urls',
  setup(context) {
    context.onLoad({ filter: /\.[cm]?js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const contents = source.replace(REQUIRE_HERE, 'require($1)').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      const ours = !args.path.includes(`${sep}node_modules${sep}`);
      if (ours && contents.includes('createRequire(')) {
        // Any other createRequire would load a second copy of a package beside the bundle's own (two graphql realms).
        return { errors: [{ text: "a createRequire the bundle cannot see: write createRequire(import.meta.url)('<literal>')" }] };
      }
      return { loader: 'js', contents };
    });
  },
};

/** Bundles the monolith into server/bundle/ (a few seconds); its code cache is written by the first start. */
export async function bundleServer(): Promise<void> {
  rmSync(bundleFolder, { recursive: true, force: true });
  await build({
    entryPoints: [join(serverFolder, 'dist', 'monolith.js')],
    outfile: SERVER_BUNDLE_SCRIPT,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    keepNames: true,
    logLevel: 'warning',
    external: OUTSIDE_THE_BUNDLE,
    plugins: [ownModuleUrls],
  });
  const script = readFileSync(SERVER_BUNDLE_SCRIPT, 'utf8');
  writeFileSync(SERVER_BUNDLE_SCRIPT, script.replace(/(?<![\w$.])import\(/g, '__bundleImport('));
}
