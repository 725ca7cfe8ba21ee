import { UpdateWebhookEndpointDocument } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { findEndpoint, parseWebhookId } from './endpoint-ref.js';

/** Turns a webhook endpoint's deliveries on or off (admins only); doing what is already so changes nothing. */
export async function webhooksSetEnabled(ctx: CommandContext, rawId: string, enabled: boolean): Promise<void> {
  const id = parseWebhookId(rawId);
  const endpoint = await ctx.out.task('Loading webhook...', () => findEndpoint(ctx, id));
  const word = enabled ? 'enabled' : 'disabled';
  if (endpoint.enabled === enabled) {
    ctx.out.line(`The webhook to ${endpoint.url} is already ${word}`);
    return;
  }
  await ctx.out.task('Updating webhook...', () => adminRequest(ctx, UpdateWebhookEndpointDocument, { id, input: { enabled } }));
  ctx.out.line(`The webhook to ${endpoint.url} is now ${word}`);
}
