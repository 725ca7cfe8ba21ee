import { CreateWebhookEndpointDocument, type WebhookEvent } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { UsageError } from '../../services/errors.js';
import { adminRequest } from '../users/admin-access.js';
import { eventName, eventValue, WEBHOOK_EVENT_NAMES, type WebhooksCreateOptions } from './options.js';
import { endpointJson } from './webhook-format.js';

export type { WebhooksCreateOptions } from './options.js';

export const SECRET_WARNING = "Copy it now — it won't be shown again.";

/** The --event names as the schema's values, in the order given, each once; an unknown name is a usage error (exit 2). */
export function parseEvents(names: readonly string[]): WebhookEvent[] {
  if (names.length === 0) throw new UsageError(`Choose at least one --event: ${WEBHOOK_EVENT_NAMES.join(', ')}`);
  const values: WebhookEvent[] = [];
  const unknown: string[] = [];
  for (const name of names.flatMap((given) => given.split(',')).map((given) => given.trim()).filter(Boolean)) {
    const value = eventValue(name);
    if (value === undefined) unknown.push(name);
    else if (!values.includes(value)) values.push(value);
  }
  if (unknown.length > 0) {
    const which = unknown.map((name) => `"${name}"`).join(', ');
    throw new UsageError(`Unknown ${unknown.length === 1 ? 'event' : 'events'} ${which}. Valid events: ${WEBHOOK_EVENT_NAMES.join(', ')}`);
  }
  if (values.length === 0) throw new UsageError(`Choose at least one --event: ${WEBHOOK_EVENT_NAMES.join(', ')}`);
  return values;
}

/**
 * Registers a webhook endpoint (admins only) and prints its signing secret — the only time anyone sees it (piped: the
 * secret alone on stdout, what was created and the warning on stderr). The server
 * checks the URL (https, a public host that resolves): its field problems are exit 1 with its words.
 */
export async function webhooksCreate(ctx: CommandContext, options: WebhooksCreateOptions): Promise<void> {
  const events = parseEvents(options.event ?? []);
  const input = { url: options.url.trim(), description: options.description?.trim() ?? '', events };
  const { createWebhookEndpoint: created } = await ctx.out.task('Creating webhook...', () =>
    adminRequest(ctx, CreateWebhookEndpointDocument, { input }),
  );
  if (ctx.out.json) {
    ctx.out.printJson({ endpoint: endpointJson(created.endpoint), secret: created.secret });
    return;
  }
  const endpoint = created.endpoint;
  const summary = `Created webhook ${endpoint.id} for ${endpoint.url}\nEvents: ${endpoint.events.map(eventName).join(', ')}`;
  if (ctx.out.rich) {
    ctx.out.line(summary);
    ctx.out.line(`Signing secret: ${created.secret}`);
    ctx.out.line(SECRET_WARNING);
    return;
  }
  // Piped, stdout is the secret alone (SECRET=$(momstride webhooks create …)); the rest goes to stderr.
  ctx.out.note(summary);
  ctx.out.line(created.secret);
  ctx.out.note(SECRET_WARNING);
}
