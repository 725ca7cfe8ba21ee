import type { Command } from 'commander';
import { createContext, type CliDeps, type CommandContext } from '../services/context.js';

/** Formats an "Examples:" block for `addHelpText('after', ...)`. */
export function examples(lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}

/** Adds the `--json` flag every read command has. */
export function withJsonOption(command: Command): Command {
  return command.option('--json', 'print the result as JSON');
}

/** Builds the command context from the global options (`--api`) and the command's own `--json`. */
export function contextFor(command: Command, deps: CliDeps): CommandContext {
  const options = command.optsWithGlobals<{ api?: string; json?: boolean }>();
  return createContext(deps, { api: options.api, json: options.json });
}
