import type { ReactElement } from 'react';
import type { Io } from './io.js';

/**
 * Renders an interactive Ink app on the command's streams and resolves with the value the app passed to
 * `exit(value)` (undefined when the person pressed Ctrl+C); rejects with the error passed to `exit(error)`.
 * Ink is loaded on demand so plain and JSON runs never pay for it.
 */
export async function runInk(io: Io, element: ReactElement): Promise<unknown> {
  const { render } = await import('ink');
  const instance = render(element, {
    stdout: io.stdout as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    stderr: io.stderr as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: true,
  });
  return instance.waitUntilExit();
}

/** Renders a static Ink element to text (colors included) for one-shot terminal output. */
export async function renderStatic(io: Io, element: ReactElement): Promise<string> {
  const { renderToString } = await import('ink');
  return renderToString(element, { columns: io.stdout.columns ?? 80 });
}
