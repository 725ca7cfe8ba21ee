/**
 * The `reports` commands (admins): reported messages and resolving them. Each action imports its verb's
 * implementation only when that command runs, so starting the CLI loads none of them.
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { ReportsListOptions } from './list.js';
import type { ReportsResolveOptions } from './resolve.js';

const REPORT_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

export function registerReportsCommands(program: Command, deps: CliDeps): void {
  const reports = program
    .command('reports')
    .description('Reported messages: list and resolve them (admins only)')
    .addHelpText(
      'after',
      `
Members report messages they received; admins review them here or in the Admin Panel's Reports tab. A member
gets exit 1 and "Admin access required".
${examples(['momstride reports list', `momstride reports resolve ${REPORT_ID} --note "Spoke with both members"`])}`,
    );

  withJsonOption(reports.command('list'))
    .description('List open reports, newest first')
    .option('--resolved', 'list resolved reports instead (latest resolved first)')
    .addHelpText(
      'after',
      `
On a terminal: a table with id, when it was reported (your time zone), reason, sender, reporter and the start
of the message. Piped: tab-separated lines with the time as an ISO 8601 instant and e-mails for the people.
--json: a JSON array of reports with the whole message, sender and reporter.
${examples(['momstride reports list', "momstride reports list --json | jq -r '.[] | select(.reason == \"harassment\") | .id'"])}`,
    )
    .action(lazyAction(deps, async (ctx, options: ReportsListOptions) => (await import('./list.js')).reportsList(ctx, options)));

  withJsonOption(reports.command('resolve'))
    .description('Resolve an open report')
    .argument('<id>', "the report's id (see: momstride reports list)")
    .option('--note <text>', 'a note for the record (at most 1,000 characters)')
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal (answering no exits with code 1); without a terminal, --yes is required
(exit 2 otherwise). A resolved report leaves the open list; resolving it again is refused (exit 1).
${examples([`momstride reports resolve ${REPORT_ID}`, `momstride reports resolve ${REPORT_ID} --note "Warned the sender" --yes`])}`,
    )
    .action(
      lazyAction(deps, async (ctx, id: string, options: ReportsResolveOptions) => (await import('./resolve.js')).reportsResolve(ctx, id, options)),
    );
}
