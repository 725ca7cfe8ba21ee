import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { cliFolder } from './checkout.js';
import { registerCommands } from './commands/index.js';
import { examples } from './commands/command-kit.js';
import { DEFAULT_API_URL } from './services/config.js';
import type { CliDeps } from './services/context.js';
import { CliError, ExitCode } from './services/errors.js';

function cliVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('package.json', cliFolder), 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

const ROOT_HELP = `${examples([
  'momstride auth login',
  'momstride auth status --json',
  'momstride --api https://momstride.example auth status',
  'momstride auth login --with-token < refresh-token.txt',
  'momstride auth login --with-token < personal-access-token.txt   (msp_…)',
  'momstride users list --search maya',
  'momstride users set-role maya@momstride.example admin',
  'momstride events list --status upcoming --json',
  'momstride events create   (asks for what is missing)',
  'momstride orders list --status new',
  'momstride orders set-status MS-1001 confirmed',
  'momstride webhooks create --url https://crm.example.com/hooks/momstride --event member.joined',
  'momstride tokens create --name "Nightly export" --expires-in-days 90',
  'momstride db backup ./backups/today',
])}
Environment:
  MOMSTRIDE_API           gateway base URL (default ${DEFAULT_API_URL})
  MOMSTRIDE_TOKEN         access token (or personal access token) to use instead of the stored credentials
  MOMSTRIDE_CONFIG_DIR    folder of credentials.json (default $XDG_CONFIG_HOME/momstride or ~/.config/momstride)
  MOMSTRIDE_DATABASE_URL  PostgreSQL server for db backup / db restore (default: npm start's embedded server)

Exit codes: 0 ok, 1 error, 2 usage error, 4 not logged in.
`;

/** The command tree, writing to the given streams; never calls process.exit. */
export function createProgram(deps: CliDeps): Command {
  const program = new Command('momstride')
    .description('Administer a MomStride community from the terminal')
    .version(cliVersion(), '-V, --version', 'print the version')
    .option('--api <url>', `MomStride gateway URL (env MOMSTRIDE_API, default ${DEFAULT_API_URL})`)
    .helpOption('-h, --help', 'show help')
    .helpCommand('help [command]', 'show help for a command')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => deps.io.stdout.write(text),
      writeErr: (text) => deps.io.stderr.write(text),
    })
    .configureHelp({ showGlobalOptions: true })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', ROOT_HELP);
  registerCommands(program, deps);
  return program;
}

/** Runs the CLI in-process and answers the exit code (what main.ts hands to the process). */
export async function runCli(argv: readonly string[], deps: CliDeps): Promise<number> {
  const program = createProgram(deps);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.Ok;
  } catch (error) {
    return reportError(error, deps);
  }
}

function reportError(error: unknown, deps: CliDeps): number {
  if (error instanceof CommanderError) {
    // Commander already printed its message or the help text.
    if (error.exitCode === 0) return ExitCode.Ok;
    return ExitCode.Usage;
  }
  if (error instanceof CliError) {
    deps.io.stderr.write(`${error.message}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  deps.io.stderr.write(`Unexpected error: ${message}\n`);
  return ExitCode.Error;
}
