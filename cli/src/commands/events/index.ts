/**
 * The `events` commands as descriptors: names, arguments, options and help. Each action imports its verb's
 * implementation (`./list.js`, …) only when that command runs, so starting the CLI loads none of them.
 */
import { Option, type Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { EventsCreateOptions } from './create.js';
import type { EventsListOptions } from './list.js';
import type { EventsUpdateOptions } from './update.js';
import {
  DATE_EXAMPLE,
  EVENT_STATUSES,
  EVENTS_LIST_SIZE,
  EVENTS_MAX_LIST_SIZE,
  eventDateOption,
  listSizeOption,
  wholeNumber,
  type ConfirmOptions,
  type ScopeOptions,
} from './options.js';
import { parseRepeat, parseUntil, REPEAT_EXAMPLE } from './repeat-options.js';

const EVENT_ID = ['<id>', "the event's id (see: momstride events list)"] as const;

export function registerEventsCommands(program: Command, deps: CliDeps): void {
  const events = program
    .command('events')
    .description('List, create, edit and cancel walking events')
    .addHelpText(
      'after',
      `
Any member can list and show events; creating, editing, cancelling and the participant lists need an admin
account (exit 1 and "Admin access required" otherwise). An event is named by its id.
${examples([
  'momstride events list --status upcoming',
  'momstride events show 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  'momstride events create',
  'momstride events update 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --max 20',
  'momstride events cancel 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  'momstride events participants 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
])}`,
    );
  registerEventsList(events, deps);
  registerEventsShow(events, deps);
  registerEventsCreate(events, deps);
  registerEventsUpdate(events, deps);
  registerEventsCancel(events, deps);
  registerEventsParticipants(events, deps);
}

/** The options every event field has in create and update. */
function withEventFieldOptions(command: Command): Command {
  return command
    .option('--title <text>', 'title')
    .option('--description <text>', 'description')
    .option('--date <ISO>', `start, ISO 8601 (${DATE_EXAMPLE})`, eventDateOption)
    .option('--duration <minutes>', 'duration in minutes (at least 1)', wholeNumber)
    .option('--location <text>', 'where to meet')
    .option('--max <n>', 'maximum participants (at least 1)', wholeNumber)
    .option('--guest-limit <n>', 'guests each member may bring, 0 (none) to 20; guests take places', wholeNumber);
}

function registerEventsList(events: Command, deps: CliDeps): void {
  withJsonOption(events.command('list'))
    .description('List events, upcoming and active first')
    .addOption(new Option('--status <status>', 'only events of this status').choices(EVENT_STATUSES))
    .option('--limit <n>', `at most this many events (default ${EVENTS_LIST_SIZE}, at most ${EVENTS_MAX_LIST_SIZE})`, listSizeOption)
    .addHelpText(
      'after',
      `
Without --status: upcoming and active events first (soonest first), then completed and cancelled ones (latest
first). With --status upcoming or active: soonest first; completed or cancelled: latest first. The status comes
from the clock (upcoming before the start, active until the end, then completed) or an admin's cancellation.

On a terminal: a table with id, title, date and time in your time zone, duration, location, participants/max
("unlimited" when there is no limit; "+2 waiting" for the waitlist) and status. Piped: one tab-separated line
per event with the same columns, the date as an ISO 8601 instant (UTC) and the duration in minutes, no header.
--json: a JSON array of events.
${examples([
  'momstride events list',
  'momstride events list --status upcoming --limit 5',
  "momstride events list --status upcoming --json | jq -r '.[] | select(.maxParticipants != null and .currentParticipants >= .maxParticipants) | .title'",
])}`,
    )
    .action(lazyAction(deps, async (ctx, options: EventsListOptions) => (await import('./list.js')).eventsList(ctx, options)));
}

function registerEventsShow(events: Command, deps: CliDeps): void {
  withJsonOption(events.command('show'))
    .description('Show one event')
    .argument(...EVENT_ID)
    .addHelpText(
      'after',
      `
When, where and how long (in your time zone), places taken and the waitlist, status and who created it.
Exits with code 1 and "Event not found" for an unknown id.
${examples(['momstride events show 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b', 'momstride events show 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --json'])}`,
    )
    .action(lazyAction(deps, async (ctx, id: string, _options: unknown) => (await import('./show.js')).eventsShow(ctx, id)));
}

function registerEventsCreate(events: Command, deps: CliDeps): void {
  withEventFieldOptions(withJsonOption(events.command('create')))
    .description('Create an event, or a walk that repeats (admins only)')
    .option('--repeat <pattern>', `repeat the walk: ${REPEAT_EXAMPLE}`, parseRepeat)
    .option('--every <n>', 'with --repeat: every N weeks or months (default 1)', wholeNumber)
    .addOption(new Option('--until <date>', 'with --repeat: the last date (YYYY-MM-DD, inclusive)').argParser(parseUntil).conflicts('count'))
    .option('--count <n>', 'with --repeat: how many dates (at most 52)', wholeNumber)
    .addHelpText(
      'after',
      `
--title, --description, --date and --duration are required. On a terminal, the ones missing (and --location
and --max when not given) are asked for; without a terminal, missing ones are an error naming them (exit 2).
A date without an offset is your local time. No --max means unlimited places. The server checks the rules
(required fields, duration at least 1, max at least 1, a date not in the past) and its message is printed
(exit 1). Prints the new event (--json: as JSON).

--repeat makes a recurring walk, each date its own event: weekly on the first date's weekday, or on the days
after the colon (weekly:sat,sun); monthly on the first date's day of the month, or on its weekday in the month
(monthly:weekday, e.g. the 2nd Saturday). Dates keep the first one's local time in the community's time zone,
across daylight-saving changes. It ends on --until or after --count dates (not both); at most 52 dates within a
year of the first. --guest-limit sets how many guests each member may bring (0, the default, means none).
${examples([
  'momstride events create',
  'momstride events create --title "Saturday stroll" --description "Strollers welcome" --date 2027-03-06T09:00 --duration 60 --repeat weekly:sat,sun --every 2 --until 2027-06-30 --guest-limit 2',
  'momstride events create --title "Full-moon hike" --description "Headlamps on" --date 2027-01-09T19:00 --duration 90 --repeat monthly:weekday --count 10',
  'momstride events create --title "Sunrise walk" --description "Easy 5 km along the river" --date 2026-05-02T07:00 --duration 60 --location "Riverside Park" --max 20',
  'momstride events create --title "Evening stroll" --description "All paces welcome" --date 2026-05-06T18:30:00-05:00 --duration 45 --json | jq -r .id',
])}`,
    )
    .action(lazyAction(deps, async (ctx, options: EventsCreateOptions) => (await import('./create.js')).eventsCreate(ctx, options)));
}

function registerEventsUpdate(events: Command, deps: CliDeps): void {
  withEventFieldOptions(withJsonOption(events.command('update')))
    .description("Change an event's fields (admins only)")
    .argument(...EVENT_ID)
    .addOption(new Option('--unlimited', 'remove the limit on places').conflicts('max'))
    .option('--following', 'a date of a recurring walk: change it and every later date (same local time, moved as many days)')
    .addHelpText(
      'after',
      `
Only the fields given change; the others stay as they are. --location "" removes the location, --unlimited the
limit on places. A limit below the members already joined is refused; a raised limit gives places to the
waitlist, first in line first. Completed and cancelled events cannot be edited. The server's message is
printed when it refuses (exit 1). Prints the event as it is now (--json: as JSON).
${examples([
  'momstride events update 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --max 30',
  'momstride events update 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --date 2026-05-02T08:00 --location "North gate"',
  'momstride events update 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --unlimited',
  'momstride events update 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --date 2027-03-13T10:30 --following',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, id: string, options: EventsUpdateOptions) => (await import('./update.js')).eventsUpdate(ctx, id, options)),
    );
}

function registerEventsCancel(events: Command, deps: CliDeps): void {
  events
    .command('cancel')
    .description('Cancel an event; its participants and waitlist are told (admins only)')
    .argument(...EVENT_ID)
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .option('--following', 'a date of a recurring walk: cancel it and every later date')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal; answering no cancels with exit code 1 ("Cancelled."). Without a
terminal, --yes is required (exit code 2 otherwise). Everyone who joined or waits gets a notice and a mail.
A completed event cannot be cancelled; cancelling a cancelled event changes nothing.
${examples([
  'momstride events cancel 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  'momstride events cancel 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --yes',
  'momstride events cancel 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --following --yes',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, id: string, options: ConfirmOptions & ScopeOptions) => (await import('./cancel.js')).eventsCancel(ctx, id, options)),
    );
}

function registerEventsParticipants(events: Command, deps: CliDeps): void {
  withJsonOption(events.command('participants'))
    .description('Who joined an event and who waits for a place (admins only)')
    .argument(...EVENT_ID)
    .addHelpText(
      'after',
      `
Participants in the order they joined ("from waitlist" when they got a place from it), then the waitlist,
first in line first, with name, e-mail, business and since when. Piped: tab-separated lines (list, position,
name, email, business, since as ISO 8601, note). --json: the event with its participants and waitlist.
${examples([
  'momstride events participants 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  "momstride events participants 6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b --json | jq -r '.participants[].user.email'",
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, id: string, _options: unknown) => (await import('./participants.js')).eventsParticipants(ctx, id)),
    );
}
