/**
 * The CLI's bundle, made by esbuild from cli/dist (tsc's output) into cli/bundle/, which `momstride`
 * (cli/dist/bin.cjs) runs when it is at least as new as the last compile:
 *
 * - bundle/main.cjs: every command in one CommonJS script (a module a command imports lazily stays lazy: esbuild
 *   wraps it in a function run at its first import). bin.cjs compiles it with V8's code cache (bundle/*.cache,
 *   written by the first run), which Node 20 offers for scripts but not for ES modules: a run then neither reads
 *   and links modules one by one nor parses and compiles what it runs.
 * - bundle/ui/*.js: the Ink views, ES modules (Ink and React are ES modules with a top-level await, which a
 *   script can only `import()`), loaded only when the output is a terminal.
 *
 * The script's `import()` of a package or a view is handed to bin.cjs (`__cliImport`, see runBundle in
 * cli/src/bin.cts): a script compiled by hand has no module loader of its own. The build fails if one is left.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from './paths.js';

const cliFolder = join(repoRoot, 'cli');
const distFolder = join(cliFolder, 'dist');
const bundleFolder = join(cliFolder, 'bundle');
const modified = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : -1);

/** The script bin.cjs runs, and the folder of the views it imports (relative to the script: `./ui/<view>.js`). */
const CLI_BUNDLE_SCRIPT = join(bundleFolder, 'main.cjs');
const VIEWS_FOLDER = 'ui';

/** True when the bundle is missing or older than the last compile of the CLI (cli/tsconfig.tsbuildinfo). */
export function cliBundleIsStale(): boolean {
  return modified(CLI_BUNDLE_SCRIPT) < modified(join(cliFolder, 'tsconfig.tsbuildinfo'));
}

/**
 * `import('<package>')` and `import('…/ui/<view>.js')` in the CLI's compiled modules become `__cliImport('<package>')`
 * and `__cliImport('./ui/<view>.js')`; relative imports of the CLI's own modules stay, for esbuild to bundle.
 */
const handDynamicImportsToBin: Plugin = {
  name: 'momstride-cli-imports',
  setup(context) {
    context.onLoad({ filter: /[\\/]cli[\\/]dist[\\/].*\.js$/ }, (args) => ({
      loader: 'js',
      contents: readFileSync(args.path, 'utf8').replace(
        /\bimport\((['"])([^'"]+)\1\)/g,
        (call: string, _quote: string, specifier: string) => {
          const view = new RegExp(`^(?:\\.\\.?/)+${VIEWS_FOLDER}/([\\w-]+\\.js)$`).exec(specifier);
          if (view) return `__cliImport(${JSON.stringify(`./${VIEWS_FOLDER}/${view[1]}`)})`;
          return specifier.startsWith('.') ? call : `__cliImport(${JSON.stringify(specifier)})`;
        },
      ),
    }));
  },
};

const PACKAGES_LOADED_BY_VIEWS = ['ink', 'react', 'react/*', '@inkjs/ui', 'ink-*'];

/** Bundles cli/dist into cli/bundle/ (a fraction of a second). */
export async function bundleCli(): Promise<void> {
  rmSync(bundleFolder, { recursive: true, force: true });
  const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' } as const;
  const views = readdirSync(join(distFolder, VIEWS_FOLDER))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(distFolder, VIEWS_FOLDER, name));
  await Promise.all([
    build({
      ...common,
      entryPoints: [join(distFolder, 'main.js')],
      outfile: CLI_BUNDLE_SCRIPT,
      format: 'cjs',
      // checkout.ts finds the checkout from its module's URL: in the script, that of main.cjs (bin.cjs passes it).
      define: { 'import.meta.url': '__cliBundleUrl' },
      plugins: [handDynamicImportsToBin],
    }),
    build({ ...common, entryPoints: views, outdir: join(bundleFolder, VIEWS_FOLDER), format: 'esm', external: PACKAGES_LOADED_BY_VIEWS }),
  ]);
  const leftImports = readFileSync(CLI_BUNDLE_SCRIPT, 'utf8').match(/\bimport\s*\([^)]*\)/g);
  if (leftImports) throw new Error(`cli/bundle/main.cjs: import() that bin.cjs cannot serve: ${leftImports.join(', ')}`);
}
