/**
 * The `reports` commands (admins): the one moderation queue — reports of messages, posts, stories, photos, reviews
 * and members — resolving them and restoring hidden content. Each action imports its verb's implementation only
 * when that command runs, so starting the CLI loads none of them.
 */
import { Option, type Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { ReportsListOptions } from './list.js';
import { REPORT_KINDS, REPORT_STATUSES } from './options.js';
import type { ReportsResolveOptions } from './resolve.js';

const REPORT_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

export function registerReportsCommands(program: Command, deps: CliDeps): void {
  const reports = program
    .command('reports')
    .description('Reported messages, posts, stories, photos, reviews and members: list and resolve them (admins only)')
    .addHelpText(
      'after',
      `
Members report what they see; admins review every kind in one queue here or in the Admin Panel's Reports tab.
A member gets exit 1 and "Admin access required".
${examples([
  'momstride reports list',
  'momstride reports list --kind photo',
  `momstride reports resolve ${REPORT_ID} --hide --note "Not a walking photo"`,
  `momstride reports restore ${REPORT_ID}`,
])}`,
    );

  withJsonOption(reports.command('list'))
    .description('List open reports of every kind, newest first')
    .addOption(new Option('--kind <kind>', 'only reports of this kind').choices(REPORT_KINDS))
    .addOption(new Option('--status <status>', 'open (the default, newest first) or resolved (latest resolved first)').choices(REPORT_STATUSES))
    .option('--resolved', 'the same as --status resolved')
    .addHelpText(
      'after',
      `
On a terminal: a table with id, when it was reported (your time zone), kind, reason, author, reporter, how many
members reported it and what was reported in a few words. Piped: tab-separated lines with the time as an ISO 8601
instant and e-mails for the people. --json: a JSON array of reports with the reported content.
${examples(['momstride reports list', 'momstride reports list --kind post --status resolved', "momstride reports list --json | jq -r '.[] | select(.reason == \"harassment\") | .id'"])}`,
    )
    .action(lazyAction(deps, async (ctx, options: ReportsListOptions) => (await import('./list.js')).reportsList(ctx, options)));

  withJsonOption(reports.command('resolve'))
    .description('Resolve an open report: dismiss it, hide the content or suspend its author')
    .argument('<id>', "the report's id (see: momstride reports list)")
    .option('--dismiss', 'keep the content and close the report (the default)')
    .option('--hide', 'hide the content from every other member (posts, stories, photos, reviews)')
    .option('--suspend', 'suspend its author: she cannot sign in until an admin lifts it (momstride users unsuspend)')
    .option('--note <text>', 'a note for the record (at most 1,000 characters)')
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Every open report of the same content is resolved with it. Asks for confirmation on a terminal (answering no exits
with code 1); without a terminal, --yes is required (exit 2 otherwise). A resolved report leaves the open list;
resolving it again is refused (exit 1), as is hiding a message or a member.
${examples([`momstride reports resolve ${REPORT_ID}`, `momstride reports resolve ${REPORT_ID} --suspend --note "Harassed two members" --yes`])}`,
    )
    .action(
      lazyAction(deps, async (ctx, id: string, options: ReportsResolveOptions) => (await import('./resolve.js')).reportsResolve(ctx, id, options)),
    );

  withJsonOption(reports.command('restore'))
    .description('Show content a report hid again')
    .argument('<id>', "the id of the report that hid it (see: momstride reports list --status resolved)")
    .addHelpText('after', `\n${examples([`momstride reports restore ${REPORT_ID}`])}`)
    .action(lazyAction(deps, async (ctx, id: string, _options: unknown) => (await import('./restore.js')).reportsRestore(ctx, id)));
}
