import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.MOMSTRIDE_BACKEND_URL ?? 'http://localhost:4000';
const proxy = { '/graphql': backend, '/api': backend, '/media': backend };

export default defineConfig(({ command, mode }) => {
  // A production build stays a production build even when started from a process with NODE_ENV=test
  // (the test harness builds web/dist from inside Vitest): otherwise React and Apollo Client ship
  // their development bundles.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
    // Dev server and preview talk to the gateway like the built app does when the gateway serves it.
    server: { proxy },
    preview: { proxy },
  };
});
