/**
 * The `webhooks` commands (admins): the endpoints that get MomStride's events as signed JSON — list, create, delete,
 * test, the delivery log, enable and disable. Each action imports its verb's implementation only when that command
 * runs, so starting the CLI loads none of them.
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import { collect, DELIVERIES_LIST_SIZE, EVENT_HELP, WEBHOOK_EVENT_NAMES, type WebhooksCreateOptions, type WebhooksDeleteOptions } from './options.js';

const WEBHOOK_ID = ['<id>', "the webhook's id (see: momstride webhooks list)"] as const;
const EXAMPLE_ID = '3f0c9a52-7d1e-4b6a-9c2f-5e8d1a0b4c7e';

export function registerWebhooksCommands(program: Command, deps: CliDeps): void {
  const webhooks = program
    .command('webhooks')
    .description("Webhooks: send MomStride's events to your own services (admins only)")
    .addHelpText(
      'after',
      `
A webhook endpoint gets a POST with a JSON body for each event it asks for, signed with HMAC-SHA256 using its
signing secret (see docs/webhooks.md for how to verify it). Failed deliveries are retried with backoff.
Events: ${EVENT_HELP}.
A member gets exit 1 and "Admin access required".
${examples([
  'momstride webhooks list',
  'momstride webhooks create --url https://crm.example.com/hooks/momstride --event member.joined --event order.placed',
  `momstride webhooks test ${EXAMPLE_ID}`,
  `momstride webhooks deliveries ${EXAMPLE_ID}`,
])}`,
    );

  withJsonOption(webhooks.command('list'))
    .description('List the webhook endpoints')
    .addHelpText(
      'after',
      `
On a terminal: a table with id, URL, events, whether it is enabled and the last delivery (status, event, time in
your time zone). Piped: tab-separated lines (id, URL, events joined with commas, yes/no, last delivery with an ISO
8601 time). --json: a JSON array of endpoints (events as member.joined, …; the secret's first characters only).
${examples(['momstride webhooks list', "momstride webhooks list --json | jq -r '.[] | select(.enabled) | .url'"])}`,
    )
    .action(lazyAction(deps, async (ctx) => (await import('./list.js')).webhooksList(ctx)));

  withJsonOption(webhooks.command('create'))
    .description('Register a webhook endpoint and print its signing secret (shown once)')
    .requiredOption('--url <url>', 'where deliveries go: an https:// URL on a public host')
    .option('--event <name>', `an event to send (repeat for more): ${WEBHOOK_EVENT_NAMES.join(', ')}`, collect)
    .option('--description <text>', 'what the endpoint is for, e.g. "Our CRM"')
    .addHelpText(
      'after',
      `
Events: ${EVENT_HELP}. At least one; an unknown name is a usage error (exit 2). The server refuses a URL that is
not https://, a private or local address, or a host name that does not resolve (exit 1 with its words).
Prints the new webhook's id and its signing secret (whsec_…) once: copy it now, it won't be shown again.
--json: {"endpoint": {…}, "secret": "whsec_…"}.
${examples([
  'momstride webhooks create --url https://crm.example.com/hooks/momstride --event member.joined',
  'momstride webhooks create --url https://ops.example.com/shop --event order.placed --event review.posted --description "Shop desk"',
])}`,
    )
    .action(lazyAction(deps, async (ctx, options: WebhooksCreateOptions) => (await import('./create.js')).webhooksCreate(ctx, options)));

  webhooks
    .command('delete')
    .description('Delete a webhook endpoint and its delivery log')
    .argument(...WEBHOOK_ID)
    .option('-y, --yes', 'do not ask first (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks first on a terminal, naming the URL (answering no exits with code 1); without a terminal, --yes is required
(exit 2 otherwise). An unknown id is "Webhook not found" (exit 1).
${examples([`momstride webhooks delete ${EXAMPLE_ID}`, `momstride webhooks delete ${EXAMPLE_ID} --yes`])}`,
    )
    .action(
      lazyAction(deps, async (ctx, id: string, options: WebhooksDeleteOptions) => (await import('./delete.js')).webhooksDelete(ctx, id, options)),
    );

  withJsonOption(webhooks.command('test'))
    .description('Send a test "ping" to a webhook endpoint now and print how it went')
    .argument(...WEBHOOK_ID)
    .addHelpText(
      'after',
      `
Delivers a "ping" event at once and prints the first attempt's outcome: the HTTP status and how long it took, or
the error. A failed test is exit 1; like any delivery it is retried and shows in the log. --json: the delivery.
${examples([`momstride webhooks test ${EXAMPLE_ID}`])}`,
    )
    .action(lazyAction(deps, async (ctx, id: string, _options: unknown) => (await import('./test.js')).webhooksTest(ctx, id)));

  withJsonOption(webhooks.command('deliveries'))
    .description(`Show a webhook endpoint's ${DELIVERIES_LIST_SIZE} newest deliveries`)
    .argument(...WEBHOOK_ID)
    .addHelpText(
      'after',
      `
Newest first: time (your time zone), event, status (pending, succeeded, retrying with the next attempt's time,
failed), attempts so far, and the latest answer (HTTP status or error, and its duration). Piped: tab-separated lines
with the delivery id first and ISO 8601 times. --json: a JSON array of deliveries.
${examples([`momstride webhooks deliveries ${EXAMPLE_ID}`, `momstride webhooks deliveries ${EXAMPLE_ID} --json`])}`,
    )
    .action(lazyAction(deps, async (ctx, id: string, _options: unknown) => (await import('./deliveries.js')).webhooksDeliveries(ctx, id)));

  for (const [verb, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    webhooks
      .command(verb)
      .description(enabled ? 'Turn a webhook endpoint back on' : 'Stop deliveries to a webhook endpoint (it stays registered)')
      .argument(...WEBHOOK_ID)
      .addHelpText('after', examples([`momstride webhooks ${verb} ${EXAMPLE_ID}`]))
      .action(lazyAction(deps, async (ctx, id: string, _options: unknown) => (await import('./set-enabled.js')).webhooksSetEnabled(ctx, id, enabled)));
  }
}
