import { WebhookDeliveryLogDocument, type WebhookDeliverySummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { adminRequest } from '../users/admin-access.js';
import { WEBHOOK_NOT_FOUND, parseWebhookId } from './endpoint-ref.js';
import { DELIVERIES_LIST_SIZE } from './options.js';
import { deliveryColumns } from './webhook-format.js';

/** A webhook endpoint's newest deliveries (admins only), newest first: time, event, status, attempts, the latest answer. */
export async function webhooksDeliveries(ctx: CommandContext, rawId: string): Promise<WebhookDeliverySummaryFragment[]> {
  const id = parseWebhookId(rawId);
  const { webhookEndpoint } = await ctx.out.task('Loading deliveries...', () =>
    adminRequest(ctx, WebhookDeliveryLogDocument, { id, limit: DELIVERIES_LIST_SIZE, offset: 0 }),
  );
  if (!webhookEndpoint) throw new CliError(WEBHOOK_NOT_FOUND, ExitCode.Error, 'NOT_FOUND');
  const deliveries = webhookEndpoint.deliveries;
  await ctx.out.table({ rows: deliveries, columns: deliveryColumns(ctx.out.rich), empty: `No deliveries to ${webhookEndpoint.url} yet` });
  if (ctx.out.rich && deliveries.length > 0) {
    ctx.out.line(deliveries.length < DELIVERIES_LIST_SIZE ? `${deliveries.length} ${deliveries.length === 1 ? 'delivery' : 'deliveries'}` : `The newest ${DELIVERIES_LIST_SIZE} deliveries`);
  }
  return deliveries;
}
