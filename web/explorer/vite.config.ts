import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.MOMSTRIDE_BACKEND_URL ?? 'http://localhost:4000';

/**
 * The GraphQL explorer (GraphiQL) as a build of its own, apart from the SPA: the SPA's first view never carries it.
 * Written to web/explorer/dist; the gateway serves the page at GET /graphql (a browser asking for HTML) and at
 * /graphql/explorer, and these files under /graphql/explorer/assets (gateway/src/explorer.ts).
 */
export default defineConfig(({ command, mode }) => {
  // A production build stays one even when started from a process with NODE_ENV=test (see ../vite.config.ts).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root,
    base: '/graphql/explorer/',
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      modulePreload: { polyfill: false },
      // GraphiQL, CodeMirror and React travel as one script: the explorer is a tool page, not a first view.
      chunkSizeWarningLimit: 4000,
      rolldownOptions: {
        // GraphiQL's compiled components mark themselves "use no memo" for the React Compiler: nothing to keep here;
        // and a slow build on a busy machine (plugin timings) is no news to whoever runs `npm start`.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.code === 'PLUGIN_TIMINGS') return;
          handler(level, log);
        },
      },
    },
    // `vite --config explorer/vite.config.ts` (in web/): the page at /graphql/explorer/, operations to the gateway.
    server: { proxy: { '^/graphql$': backend } },
  };
});
