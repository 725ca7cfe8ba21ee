import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { App } from '../app/app';
import { startSession, tokenStorage } from '../lib/session';
import { apolloClient } from '../lib/session/session-client';
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
 * and Apollo Client, with only `fetch` answered by `api`.
 *
 * A signed-in viewer is a stored token pair and the API answering `me` with her: the app's own start-up check
 * (docs/product.md, States and transitions) runs against it before the page opens. Nothing of the previous test
 * stays: its page is gone (route-test-setup.ts), the client's cache is emptied and the session checked afresh.
 * The app's modules stay loaded between the tests of a file, as they do between screens in the browser.
 */
export async function renderRoute(path: string, { as, api = new FakeApi() }: RouteOptions = {}): Promise<RenderedRoute> {
  await apolloClient.clearStore();
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
  await startSession();
  const user = userEvent.setup();
  return { ...render(<App />), api, user };
}

/** Where the app is now (after its redirects). */
export const currentPath = (): string => window.location.pathname;
