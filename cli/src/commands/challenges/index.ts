/** The `challenges` commands: list them, and create one (admins). Each verb loads only when it runs. */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { ChallengesCreateOptions } from './create.js';
import type { ChallengesListOptions } from './list.js';

export function registerChallengesCommands(program: Command, deps: CliDeps): void {
  const challenges = program.command('challenges').description('Community challenges: list them and create new ones (admins)');

  withJsonOption(challenges.command('list'))
    .description('List running challenges, the soonest to end first')
    .option('--ended', 'include ended challenges (after the running ones)')
    .addHelpText(
      'after',
      `
On a terminal: a table with id, title, type, target, end (your time zone) and participants. Piped: tab-separated
lines with the end as an ISO 8601 instant. --json: a JSON array.
${examples(['momstride challenges list', "momstride challenges list --ended --json | jq -r '.[] | select(.isEnded) | .title'"])}`,
    )
    .action(lazyAction(deps, async (ctx, options: ChallengesListOptions) => (await import('./list.js')).challengesList(ctx, options)));

  withJsonOption(challenges.command('create'))
    .description('Create a challenge (admins only)')
    .option('--title <text>', 'its title (at most 120 characters)')
    .option('--description <text>', 'what members do (at most 2,000 characters)')
    .option('--type <type>', 'steps, distance, wellness or business')
    .option('--target <number>', 'the total each participant aims for')
    .option('--unit <text>', 'what progress is counted in (default: steps, miles, minutes or actions by type)')
    .option('--end <day>', 'the last day (YYYY-MM-DD, to its end in your time zone) or an ISO 8601 instant')
    .addHelpText(
      'after',
      `
Every flag but --unit is required (exit 2 naming the missing ones). The server's message is printed when it
refuses (exit 1), e.g. "End date must be in the future"; a member gets "Admin access required".
${examples(['momstride challenges create --title "Spring Steps" --description "50,000 steps this week" --type steps --target 50000 --end 2026-12-31'])}`,
    )
    .action(lazyAction(deps, async (ctx, options: ChallengesCreateOptions) => (await import('./create.js')).challengesCreate(ctx, options)));
}
