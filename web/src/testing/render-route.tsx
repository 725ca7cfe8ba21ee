import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { tokenStorage } from '../lib/session';
import { FakeApi } from './fake-api';
import type { Viewer } from './viewers';

export interface RouteOptions {
  /** Who is signed in: a member or an admin (viewers.ts); a signed-out visitor when left out. */
  as?: Viewer;
  /** The API's answers (a fresh FakeApi when left out: every list empty). */
  api?: FakeApi;
}

export interface RenderedRoute extends RenderResult {
  api: FakeApi;
  user: UserEvent;
}

/**
 * Opens `path` in the whole app, as the browser would: the real providers, router, route guards, session check
 * and Apollo Client, with only `fetch` answered by `api`. The app's modules are loaded afresh for each test, so
 * nothing (session, cache, the session check's once-only start) carries over from the previous one.
 *
 * A signed-in viewer is a stored token pair and the API answering `me` with her, which is how the app itself finds out
 * at start-up (docs/product.md, States and transitions).
 */
export async function renderRoute(path: string, { as, api = new FakeApi() }: RouteOptions = {}): Promise<RenderedRoute> {
  vi.resetModules();
  window.history.replaceState(null, '', path);
  tokenStorage.clear();
  if (as) {
    tokenStorage.save({ accessToken: `access-${as.id}`, refreshToken: `refresh-${as.id}` });
    api.viewer = { ...as };
  }
  vi.stubGlobal('fetch', api.fetch);
  onTestFinished(() => {
    if (api.mistakes.length) throw new Error(api.mistakes.join('\n'));
  });
  const { App } = await import('../app/app');
  const user = userEvent.setup();
  return { ...render(<App />), api, user };
}

/** Where the app is now (after its redirects). */
export const currentPath = (): string => window.location.pathname;
