import { WebhookEndpointsDocument, type WebhookEndpointDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { endpointColumns, endpointJson } from './webhook-format.js';

/** Every registered webhook endpoint (admins only): id, URL, events, whether it is on, its last delivery. */
export async function webhooksList(ctx: CommandContext): Promise<WebhookEndpointDetailFragment[]> {
  const { webhookEndpoints } = await ctx.out.task('Loading webhooks...', () => adminRequest(ctx, WebhookEndpointsDocument, {}));
  await ctx.out.table({
    rows: webhookEndpoints,
    columns: endpointColumns(ctx.out.rich),
    json: () => webhookEndpoints.map(endpointJson),
    empty: 'No webhooks yet. Add one: momstride webhooks create --url <url> --event <event>',
  });
  if (ctx.out.rich && webhookEndpoints.length > 0) ctx.out.line(`${webhookEndpoints.length} ${webhookEndpoints.length === 1 ? 'webhook' : 'webhooks'}`);
  return webhookEndpoints;
}
