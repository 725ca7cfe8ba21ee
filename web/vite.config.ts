import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { minifyStyles } from './build/minify-styles.ts';
import { prerenderLanding } from './build/prerender-landing.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);

/** React Router's package exports only its development build (dev warnings on); a production build takes its twin. */
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');
const backend = process.env.MOMSTRIDE_BACKEND_URL ?? 'http://localhost:4000';
const proxy = { '/graphql': backend, '/api': backend, '/media': backend };

export default defineConfig(({ command, mode }) => {
  // A production build stays a production build even when started from a process with NODE_ENV=test
  // (the test harness builds web/dist from inside Vitest): otherwise React and Apollo Client ship
  // their development bundles.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  const compile = [graphqlDocuments(fileURLToPath(new URL('src/gql', import.meta.url))), minifyStyles(), react()];
  return {
    root,
    plugins: [...compile, prerenderLanding(root, compile)],
    resolve: {
      // Packages that offer an ES2015+ build (rxjs, under Apollo Client) ship it instead of their ES5 one; our own
      // @momstride/contracts is taken from its TypeScript source (no build of it needed first).
      conditions: ['momstride-source', 'es2015', ...defaultClientConditions],
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      // Every browser the app supports preloads modules itself; older ones still run the app, only without the preload.
      modulePreload: { polyfill: false },
      // The GraphQL client and what only it uses travel as one chunk (not a dozen small ones), fetched by the
      // screens that talk to the API; its dependencies shared with the rest (React) stay where they were. Our own
      // client set-up (lib/apollo) and the session code that only runs with the client (creating it, refreshing,
      // checking a stored token, their operations) ride along: four fewer requests and 0.9 KB less on the first view.
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              {
                name: 'apollo',
                test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]|src[\\/]lib[\\/](apollo[\\/]|session[\\/](session-client|refresh-session|session-operations|check-stored-session)\.ts$)/,
              },
            ],
          },
        },
      },
    },
    // Dev server and preview talk to the gateway like the built app does when the gateway serves it.
    server: { proxy },
    preview: { proxy },
  };
});
