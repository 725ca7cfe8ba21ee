import { postPublicUrl, PublicFetchError, type ResolvedAddress } from '@momstride/kit';
import { withTraceHeaders } from '@momstride/kit/telemetry';
import { signatureHeader } from './webhook-secret.js';

/** Sent as `User-Agent` on every webhook request. */
export const WEBHOOK_USER_AGENT = 'MomStride-Webhooks/1';
/** An endpoint must answer within this (connection, upload and response). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * A test ("send test") is answered after its attempt, within the gateway's 10 s for a subgraph call: its endpoint
 * gets 7 s.
 */
export const TEST_PING_TIMEOUT_MS = 7_000;
/** How much of an endpoint's answer is read and logged. */
export const RESPONSE_SNIPPET_BYTES = 1024;
const ERROR_MAX_LENGTH = 500;

/** How webhooks are sent (from env: WEBHOOK_ALLOWED_ORIGINS, WEBHOOK_SECRETS_KEY, WEBHOOK_RETRY_BASE_SECONDS, WEBHOOK_MAX_ATTEMPTS). */
export interface WebhookConfig {
  /** Origins exempt from the address check (and allowed over http): tests and development only. */
  readonly allowedOrigins: readonly string[];
  /** WEBHOOK_SECRETS_KEY: signing secrets are stored sealed with it (webhook-secret-box.ts). */
  readonly secretsKey: Buffer;
  /** pg-boss's retry delay: the n-th retry waits between base × 2^(n−1) and base × 2^n seconds. */
  readonly retryBaseSeconds: number;
  /** Attempts before a delivery is marked failed. */
  readonly maxAttempts: number;
  /** Per request; 10 s unless a test shortens it. */
  readonly timeoutMs?: number;
  /** Name resolution (DNS by default); tests substitute their own. */
  readonly resolve?: (hostname: string) => Promise<readonly ResolvedAddress[]>;
}

export interface AttemptResult {
  readonly ok: boolean;
  readonly at: Date;
  readonly responseStatus: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  readonly responseSnippet: string | null;
}

const problemMessage = (error: PublicFetchError, timeoutMs: number): string => {
  switch (error.problem) {
    case 'private_address':
      return 'The address is private or local; webhooks can only go to public hosts';
    case 'unresolvable':
      return 'The host name could not be resolved';
    case 'port':
      return 'Only ports 443 and 80 are reached';
    case 'timeout':
      return `No answer within ${Math.round(timeoutMs / 1000)} seconds`;
    case 'network':
      return `Could not connect: ${error.message}`;
    default:
      return `The URL cannot be used: ${error.message}`;
  }
};

const statusMessage = (status: number): string =>
  status >= 300 && status < 400 ? `The endpoint answered ${status}, a redirect (redirects are not followed)` : `The endpoint answered ${status}`;

/**
 * One signed POST of a delivery's payload to an endpoint, through the kit's SSRF-guarded postPublicUrl (the address
 * checked again now, the connection pinned to it, no redirects, 10 s, at most 1 KiB of the answer read). A 2xx is
 * a success; anything else (another status, a timeout, a refused address, a refused connection) a failure.
 */
export async function sendWebhook(
  target: { url: string; secret: string; previousSecret?: string | null },
  delivery: { id: string; event: string; payload: string },
  config: WebhookConfig,
): Promise<AttemptResult> {
  const at = new Date();
  const started = performance.now();
  const timeoutMs = config.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  // The trace of the delivery (its `traceparent`) goes with it, as any traced HTTP call's (docs/operations.md, "Tracing").
  const headers = withTraceHeaders({
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'momstride-event': delivery.event,
    'momstride-delivery': delivery.id,
    'momstride-signature': signatureHeader(target.previousSecret ? [target.secret, target.previousSecret] : [target.secret], delivery.payload, Math.floor(Date.now() / 1000)),
  });
  const durationMs = () => Math.max(0, Math.round(performance.now() - started));
  try {
    const response = await postPublicUrl(target.url, delivery.payload, {
      timeoutMs,
      maxResponseBytes: RESPONSE_SNIPPET_BYTES,
      headers,
      allowedOrigins: config.allowedOrigins,
      ...(config.resolve ? { resolve: config.resolve } : {}),
    });
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      at,
      responseStatus: response.status,
      error: ok ? null : statusMessage(response.status),
      durationMs: durationMs(),
      // Logged as text; a stray NUL would not fit a text column.
      responseSnippet: response.body.length > 0 ? response.body.toString('utf8').replace(/\0/g, '') : null,
    };
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    return { ok: false, at, responseStatus: null, error: problemMessage(error, timeoutMs).slice(0, ERROR_MAX_LENGTH), durationMs: durationMs(), responseSnippet: null };
  }
}
