import { DeleteWebhookEndpointDocument } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { findEndpoint, parseWebhookId } from './endpoint-ref.js';
import type { WebhooksDeleteOptions } from './options.js';

export type { WebhooksDeleteOptions } from './options.js';

/** Deletes a webhook endpoint and its delivery log (admins only), after a confirmation naming its URL (--yes skips it). */
export async function webhooksDelete(ctx: CommandContext, rawId: string, options: WebhooksDeleteOptions): Promise<void> {
  const id = parseWebhookId(rawId);
  const endpoint = await ctx.out.task('Loading webhook...', () => findEndpoint(ctx, id));
  await ctx.out.confirm(`Delete the webhook to ${endpoint.url}? It gets no more events, and its delivery log is deleted.`, {
    yes: options.yes,
    action: `delete the webhook to ${endpoint.url}`,
  });
  await ctx.out.task('Deleting webhook...', () => adminRequest(ctx, DeleteWebhookEndpointDocument, { id }));
  ctx.out.line(`Deleted the webhook to ${endpoint.url}`);
}
