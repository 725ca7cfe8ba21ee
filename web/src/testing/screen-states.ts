import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { FakeApi, type Answering, type OperationName } from './fake-api';
import { renderRoute, type RenderedRoute, type RouteOptions } from './render-route';

/**
 * What the spinners on the page say to a screen reader ("Loading events…"): a status's text or a spinner's
 * accessible name.
 */
export function loadingTexts(): string[] {
  const statuses = screen.queryAllByRole('status').map((status) => status.textContent ?? '');
  const spinners = screen.queryAllByLabelText(/loading/i).map((spinner) => spinner.getAttribute('aria-label') ?? '');
  return [...statuses, ...spinners].filter((text) => /loading/i.test(text));
}

/**
 * The screen has asked for `operation` (held by the test) and says it is loading. Waiting for the request first
 * tells the screen's own loading state from the spinner shown while the screen's code arrives.
 */
export async function expectLoadingWhile(api: FakeApi, operation: OperationName): Promise<void> {
  await waitFor(() => expect(api.count(operation)).toBeGreaterThan(0));
  await waitFor(() => expect(loadingTexts()).not.toEqual([]));
}

/**
 * Opens `path` with `operation` held, checks that the screen says it is loading, then lets `answer` through.
 * The caller checks what the answer shows (and `expectLoaded()`).
 */
export async function openThroughLoading(
  path: string,
  operation: OperationName,
  answer: Answering,
  { as, api = new FakeApi() }: RouteOptions = {},
): Promise<RenderedRoute> {
  const page = await renderRoute(path, { as, api: api.hold(operation) });
  await expectLoadingWhile(api, operation);
  api.answer(operation, answer);
  return page;
}

/** Nothing on the page says it is loading any more. */
export async function expectLoaded(): Promise<void> {
  await waitFor(() => expect(loadingTexts()).toEqual([]));
}

/** A heading with this name (the screen's title, a card's, an empty state's), once it shows. */
export const findHeading = (name: string | RegExp, level?: number): Promise<HTMLElement> =>
  screen.findByRole('heading', level === undefined ? { name } : { name, level });

/**
 * The screen's error state offers Try Again (docs/product.md: "Try Again"; some screens write it "Try again"): once
 * `operation` has an answer, pressing it asks again. The caller then checks that the answer shows.
 */
export async function tryAgainWith(user: UserEvent, api: FakeApi, operation: OperationName, answer: Answering, within: Pick<typeof screen, 'findByRole'> = screen): Promise<void> {
  const button = await within.findByRole('button', { name: /try again/i });
  api.answer(operation, answer);
  await user.click(button);
}
