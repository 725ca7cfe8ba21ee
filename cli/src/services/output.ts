import type { ReactElement } from 'react';
import type { TableColumn } from '../ui/table.js';
import { CliError, ExitCode, UsageError } from './errors.js';
import { renderStatic, runInk } from './ink.js';
import { canPrompt, stdoutIsTerminal, type Io } from './io.js';

export type { TableColumn } from '../ui/table.js';

export interface OutputOptions {
  /** `--json`: print machine-readable JSON on stdout, nothing decorative. */
  json?: boolean;
}

export interface ShowOptions {
  /** The `--json` value. */
  json: () => unknown;
  /** Plain text (no colors) for pipes and files. */
  plain: () => string;
  /** The Ink view for a terminal; plain text is used when absent. */
  rich?: () => ReactElement | Promise<ReactElement>;
}

export interface TableOptions<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  /** The `--json` value; defaults to the rows themselves. */
  json?: () => unknown;
  /** Printed (to stderr) instead of an empty table, e.g. "No users found". */
  empty?: string;
}

/** The same test Ink uses (package is-in-ci). */
function inCi(): boolean {
  const set = (key: string) => key in process.env && process.env[key] !== '0' && process.env[key] !== 'false';
  return set('CI') || set('CONTINUOUS_INTEGRATION');
}

/**
 * Chooses how a command's result is printed: JSON with `--json`, an Ink view when stdout is a terminal,
 * plain text (no colors, no spinners) otherwise. Diagnostics go to stderr.
 *
 * React, Ink and the views are imported only on the paths that draw (`import()` right there): JSON and plain
 * runs never load them (cli/src/startup.test.ts checks it).
 */
export class Output {
  readonly json: boolean;

  constructor(
    readonly io: Io,
    options: OutputOptions = {},
  ) {
    this.json = options.json ?? false;
  }

  /** Terminal output with Ink (not for JSON, not when piped). */
  get rich(): boolean {
    return !this.json && stdoutIsTerminal(this.io);
  }

  /** A line on stdout. */
  line(text = ''): void {
    this.io.stdout.write(`${text}\n`);
  }

  /** A line on stderr: status and warnings that must not mix with data. */
  note(text: string): void {
    this.io.stderr.write(`${text}\n`);
  }

  printJson(value: unknown): void {
    this.io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /** Prints a command's result in the form that fits where it goes. */
  async show(options: ShowOptions): Promise<void> {
    if (this.json) {
      this.printJson(options.json());
      return;
    }
    if (this.rich && options.rich) {
      this.line(await renderStatic(this.io, await options.rich()));
      return;
    }
    this.line(options.plain());
  }

  /** A table on a terminal, tab-separated lines without a header when piped, JSON with `--json`. */
  async table<Row>(options: TableOptions<Row>): Promise<void> {
    if (this.json) {
      this.printJson(options.json ? options.json() : options.rows);
      return;
    }
    if (options.rows.length === 0) {
      if (options.empty) this.note(options.empty);
      return;
    }
    if (this.rich) {
      const [{ createElement }, { Table }] = await Promise.all([import('react'), import('../ui/table.js')]);
      const width = this.io.stdout.columns ?? 80;
      this.line(await renderStatic(this.io, createElement(Table<Row>, { rows: options.rows, columns: options.columns, width })));
      return;
    }
    for (const row of options.rows) {
      this.line(options.columns.map((column) => column.value(row).replace(/[\t\r\n]+/g, ' ')).join('\t'));
    }
  }

  /** Runs `work` with a spinner on a terminal; silently otherwise. */
  async task<T>(label: string, work: () => Promise<T>): Promise<T> {
    // Ink prints only the last frame on CI terminals, which would leave a stale spinner line behind.
    if (!this.rich || inCi()) return work();
    const [{ createElement }, { render }, { TaskSpinner }] = await Promise.all([
      import('react'),
      import('ink'),
      import('../ui/task-spinner.js'),
    ]);
    const instance = render(createElement(TaskSpinner, { label }), {
      stdout: this.io.stdout as NodeJS.WriteStream,
      stderr: this.io.stderr as NodeJS.WriteStream,
      stdin: this.io.stdin as NodeJS.ReadStream,
      patchConsole: false,
      exitOnCtrlC: false,
    });
    try {
      return await work();
    } finally {
      instance.clear();
      instance.unmount();
      await instance.waitUntilExit().catch(() => undefined);
    }
  }

  /**
   * Asks "message (y/N)" on a terminal. `--yes` answers for the person; without a terminal `--yes` is
   * required (usage error, exit 2): "Refusing to <action> without --yes when not on a terminal" when an
   * `action` is given. Declining throws "Cancelled." (exit 1).
   */
  async confirm(message: string, options: { yes?: boolean | undefined; action?: string }): Promise<void> {
    if (options.yes) return;
    if (!canPrompt(this.io)) {
      throw new UsageError(
        options.action
          ? `Refusing to ${options.action} without --yes when not on a terminal`
          : '--yes is required when not running interactively',
      );
    }
    const [{ createElement }, { ConfirmPrompt }] = await Promise.all([import('react'), import('../ui/confirm-prompt.js')]);
    const answer = (await runInk(this.io, createElement(ConfirmPrompt, { message }))) as
      | { confirmed: boolean }
      | undefined;
    if (!answer?.confirmed) throw new CliError('Cancelled.', ExitCode.Error);
  }
}
