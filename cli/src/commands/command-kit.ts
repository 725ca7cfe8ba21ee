import type { Command } from 'commander';
import type { CliDeps, CommandContext } from '../services/context.js';

/** Formats an "Examples:" block for `addHelpText('after', ...)`. */
export function examples(lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}

/** Adds the `--json` flag every read command has. */
export function withJsonOption(command: Command): Command {
  return command.option('--json', 'print the result as JSON');
}

/** Builds the command context from the global options (`--api`) and the command's own `--json`. */
export async function contextFor(command: Command, deps: CliDeps): Promise<CommandContext> {
  const options = command.optsWithGlobals<{ api?: string; json?: boolean }>();
  const { createContext } = await import('../services/context.js');
  return createContext(deps, { api: options.api, json: options.json });
}

/**
 * A commander action that loads its implementation only when the command runs: the command tree is built
 * from descriptors (names, arguments, options, help) and `run` does `await import('./verb.js')` itself, so
 * starting the CLI never loads every command, nor the API client before it is needed.
 *
 * `run` gets the context, then commander's arguments: the positional arguments and the options object.
 */
export function lazyAction<Args extends unknown[]>(
  deps: CliDeps,
  run: (ctx: CommandContext, ...args: Args) => Promise<unknown>,
): (...args: unknown[]) => Promise<void> {
  return async (...args: unknown[]) => {
    const command = args[args.length - 1] as Command;
    await run(await contextFor(command, deps), ...(args.slice(0, -1) as Args));
  };
}
