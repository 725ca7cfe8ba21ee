import { WebhookEndpointByIdDocument, type WebhookEndpointDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { parseId } from '../ids.js';
import { adminRequest } from '../users/admin-access.js';

export const WEBHOOK_NOT_FOUND = 'Webhook not found';

/** The endpoint id argument: a UUID as `webhooks list` shows it (anything else is exit 2). */
export const parseWebhookId = (raw: string): string => parseId(raw, 'a webhook id (see: momstride webhooks list)');

/** Loads one endpoint (admins only); an unknown id is "Webhook not found" (exit 1). */
export async function findEndpoint(ctx: CommandContext, id: string): Promise<WebhookEndpointDetailFragment> {
  const { webhookEndpoint } = await adminRequest(ctx, WebhookEndpointByIdDocument, { id });
  if (!webhookEndpoint) throw new CliError(WEBHOOK_NOT_FOUND, ExitCode.Error, 'NOT_FOUND');
  return webhookEndpoint;
}
