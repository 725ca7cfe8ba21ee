import { CreateEventDocument, MeDocument, type EventDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode, UsageError } from '../../services/errors.js';
import { runInk } from '../../services/ink.js';
import { canPrompt } from '../../services/io.js';
import { adminRequest, adminRequiredError } from '../users/admin-access.js';
import { answerProblem, answersToOptions, createInput, EVENT_FIELDS, missingRequiredFlags } from './event-input.js';
import type { EventFieldOptions } from './options.js';
import type { RepeatOptions } from './repeat-options.js';
import { printEvent } from './print-event.js';

export type EventsCreateOptions = EventFieldOptions & RepeatOptions;

/** The success message of docs/product.md, Error catalogue. */
export const EVENT_CREATED = 'Event created successfully!';

/**
 * Creates an event (admins only). The required fields come from flags; on a terminal the missing ones (and the
 * optional ones not given) are asked for, elsewhere the missing flags are a usage error naming them (exit 2).
 * The server checks the event rules (docs/product.md, Validation rules) and its message is printed as it is (exit 1).
 */
export async function eventsCreate(ctx: CommandContext, options: EventsCreateOptions): Promise<EventDetailFragment> {
  if (!options.repeat && (options.every !== undefined || options.until !== undefined || options.count !== undefined)) {
    throw new UsageError('--every, --until and --count go with --repeat (see momstride events create --help)');
  }
  const missing = missingRequiredFlags(options);
  let values = options;
  if (missing.length > 0) {
    if (ctx.out.json || !canPrompt(ctx.io)) {
      throw new UsageError(`Missing ${missing.join(', ')} (not on a terminal, so nothing can be asked; see momstride events create --help)`);
    }
    values = { ...options, ...(await askMissing(ctx, options)) };
  }
  const { createEvent } = await ctx.out.task('Creating event...', () => adminRequest(ctx, CreateEventDocument, { input: createInput(values) }));
  if (!ctx.out.json) ctx.out.line(EVENT_CREATED);
  await printEvent(ctx, createEvent);
  return createEvent;
}

/** The Ink form for the fields not given as flags; a member is told first that she cannot create events. */
async function askMissing(ctx: CommandContext, given: EventFieldOptions): Promise<EventFieldOptions> {
  const { me } = await ctx.api.authenticated(MeDocument, {});
  if (me.role !== 'admin') throw adminRequiredError();
  const [{ createElement }, { EventForm }] = await Promise.all([import('react'), import('../../ui/event-form.js')]);
  const prompts = EVENT_FIELDS.filter((entry) => given[entry.field] === undefined).map((entry) => ({
    key: entry.field,
    label: entry.required ? entry.label : `${entry.label} (optional)`,
    placeholder: entry.placeholder,
    check: (answer: string) => answerProblem(entry.field, answer),
  }));
  const answers = (await runInk(ctx.io, createElement(EventForm, { heading: `Create an event on ${ctx.apiUrl}`, prompts }))) as
    | Record<string, string>
    | undefined;
  if (!answers) throw new CliError('Cancelled.', ExitCode.Error);
  return answersToOptions(answers);
}
