import { SendWebhookTestDocument, type WebhookDeliverySummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { adminRequest } from '../users/admin-access.js';
import { findEndpoint, parseWebhookId } from './endpoint-ref.js';
import { formatDuration } from './webhook-format.js';

/** "HTTP 200 in 85 ms" / "Connection refused" for the test's outcome. */
function outcome(delivery: WebhookDeliverySummaryFragment): string {
  const what = delivery.error ? delivery.error : delivery.responseStatus != null ? `HTTP ${delivery.responseStatus}` : 'no answer';
  return delivery.durationMs != null ? `${what} in ${formatDuration(delivery.durationMs)}` : what;
}

/**
 * Sends a "ping" to a webhook endpoint now (admins only) and prints how its first attempt went: the status and the
 * time it took, or the error. A failed test is exit 1 (it stays in the delivery log, retried like any delivery).
 */
export async function webhooksTest(ctx: CommandContext, rawId: string): Promise<WebhookDeliverySummaryFragment> {
  const id = parseWebhookId(rawId);
  const endpoint = await ctx.out.task('Loading webhook...', () => findEndpoint(ctx, id));
  const { sendWebhookTest: delivery } = await ctx.out.task(`Sending a test to ${endpoint.url}...`, () =>
    adminRequest(ctx, SendWebhookTestDocument, { id }),
  );
  const ok = delivery.status === 'succeeded';
  if (ctx.out.json) ctx.out.printJson(delivery);
  else if (ok) ctx.out.line(`Test delivered to ${endpoint.url}: ${outcome(delivery)}`);
  if (!ok) {
    throw new CliError(ctx.out.json ? `Test failed: ${outcome(delivery)}` : `Test to ${endpoint.url} failed: ${outcome(delivery)}`, ExitCode.Error);
  }
  return delivery;
}
