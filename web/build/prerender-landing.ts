import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport, type Plugin, type PluginOption } from 'vite';
import type { renderLanding } from '../src/prerender/landing';

/** The file the gateway serves for GET / (gateway/src/static-web.ts); the app's shell stays index.html. */
export const LANDING_HTML = 'landing.html';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * Writes dist/landing.html: the landing page rendered to HTML at build time, with its styles inline and no app
 * code. A guest sees it at once (no JavaScript to download, run and render first); its links are plain links into
 * the app. Its one small script (landing-script.js) opens the small-screen menu, and loads the app instead when
 * a session is stored, since a signed-in member belongs on her dashboard.
 */
export function prerenderLanding(root: string, plugins: PluginOption[]): Plugin {
  let outDir = '';
  return {
    name: 'momstride:prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { module } = await runnerImport<{ renderLanding: typeof renderLanding }>(
        join(root, 'src/prerender/landing.tsx'),
        {
          configFile: false,
          root,
          plugins,
          logLevel: 'error',
          // styled-components' package points Node at its CommonJS build; its ES module build imports cleanly.
          resolve: { alias: { 'styled-components': 'styled-components/dist/styled-components.esm.js' } },
          ssr: { noExternal: ['styled-components'] },
        },
      );
      const { markup, styleTags } = module.renderLanding();

      const script = readFileSync(new URL('./landing-script.js', import.meta.url));
      const scriptFile = `assets/landing-${createHash('sha256').update(script).digest('base64url').slice(0, 10)}.js`;
      writeFileSync(join(outDir, scriptFile), script);

      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      const app = MODULE_SCRIPT.exec(shell)?.[1];
      if (!app) throw new Error('prerender-landing: no module script in index.html');
      const page = shell
        .replace(MODULE_SCRIPT, '')
        .replace(MODULE_PRELOADS, '')
        .replace('</head>', `${styleTags}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
        .replace('</body>', `  <script src="/${scriptFile}" data-app="${app}"></script>\n  </body>`);
      writeFileSync(join(outDir, LANDING_HTML), page);
    },
  };
}
