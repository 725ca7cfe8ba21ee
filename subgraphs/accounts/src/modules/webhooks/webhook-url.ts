import { checkPublicUrl, PublicFetchError, type PublicAddressCheckOptions } from '@momstride/kit';
import { WEBHOOK_URL_MAX_LENGTH } from './webhook.types.js';

export const URL_MESSAGES = {
  https: 'Enter an https:// URL',
  tooLong: `The URL can be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  credentials: 'Leave the user name and password out of the URL',
  private: 'This address is private or local; webhooks can only go to public hosts',
  unresolvable: 'The host name could not be resolved',
  port: 'Leave the port out (webhooks go to port 443, or 80)',
} as const;

/** Where endpoint URLs may point (WEBHOOK_ALLOWED_ORIGINS) and how names are resolved. */
export type WebhookUrlRules = Pick<PublicAddressCheckOptions, 'allowedOrigins' | 'resolve'>;

/**
 * Checks an endpoint URL at registration: an absolute https URL (http only for an origin in WEBHOOK_ALLOWED_ORIGINS,
 * a local stand-in for tests and development), on port 443 or 80, at most 2048 characters, no user name or password, and a host whose
 * every address is public (no loopback, private, link-local, …). Answers the normalised URL or the problem's message.
 * Delivery checks the address again (the name may resolve elsewhere by then).
 */
export async function checkWebhookUrl(text: string, rules: WebhookUrlRules): Promise<{ url: string } | { problem: string }> {
  const trimmed = text.trim();
  if (trimmed.length > WEBHOOK_URL_MAX_LENGTH) return { problem: URL_MESSAGES.tooLong };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { problem: URL_MESSAGES.https };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: URL_MESSAGES.https };
  if (url.username !== '' || url.password !== '') return { problem: URL_MESSAGES.credentials };
  // Where it points first (http://127.0.0.1 is told it is local, not merely that it lacks https), then the scheme.
  try {
    await checkPublicUrl(url.href, rules);
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    if (error.problem === 'private_address') return { problem: URL_MESSAGES.private };
    if (error.problem === 'credentials') return { problem: URL_MESSAGES.credentials };
    if (error.problem === 'unresolvable' || error.problem === 'timeout') return { problem: URL_MESSAGES.unresolvable };
    if (error.problem === 'port') return { problem: URL_MESSAGES.port };
    return { problem: URL_MESSAGES.https };
  }
  const allowed = rules.allowedOrigins?.includes(url.origin) ?? false;
  if (url.protocol !== 'https:' && !allowed) return { problem: URL_MESSAGES.https };
  if (url.href.length > WEBHOOK_URL_MAX_LENGTH) return { problem: URL_MESSAGES.tooLong };
  return { url: url.href };
}
