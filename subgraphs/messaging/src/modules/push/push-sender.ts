import { postPublicUrl, PublicFetchError, type EntityManager } from '@momstride/kit';
import webPush from 'web-push';
import { pushSettings, type PushSettings } from './push-config.js';
import type { PushMessage } from './push-message.js';
import { PushSubscription } from './push-subscription.entity.js';

/** One push request (address check, connection, answer) must finish within this. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is offline: a reminder or a message is stale after that. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
/** The icon the service worker shows beside the notification (web/public). */
export const PUSH_ICON = '/icons/icon-192.png';
/** What the service worker receives (web/public/sw.js reads it). */
export interface PushPayload extends PushMessage {
  readonly icon: string;
}

/** What became of one device's push. */
export type PushOutcome = 'sent' | 'dropped' | 'failed';

/**
 * Sends one push to one subscription: the payload encrypted for its keys (aes128gcm, RFC 8291) and signed with the
 * VAPID key (RFC 8292) by web-push, POSTed with the kit's SSRF guards (public addresses only, unless an allowed test
 * origin; bounded by PUSH_TIMEOUT_MS). 404 or 410 means the subscription is gone: its row is dropped.
 */
async function sendToSubscription(em: EntityManager, settings: PushSettings, subscription: PushSubscription, payload: string): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
    vapidDetails: { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey },
    contentEncoding: 'aes128gcm',
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high',
  });
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  try {
    const { status } = await postPublicUrl(request.endpoint, request.body ?? Buffer.alloc(0), {
      headers,
      timeoutMs: PUSH_TIMEOUT_MS,
      maxResponseBytes: 4096,
      allowedOrigins: settings.allowedOrigins,
    });
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) {
      // Only the subscription that failed: the browser may have registered new keys for the endpoint meanwhile.
      await em.execute('delete from push_subscriptions where id = ? and p256dh = ? and auth = ?', [subscription.id, subscription.p256dh, subscription.auth], 'run');
      settings.logger.info({ subscriptionId: subscription.id, status }, 'push subscription expired: dropped');
      return 'dropped';
    }
    settings.logger.warn({ subscriptionId: subscription.id, status }, 'push service refused a push');
    return 'failed';
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    settings.logger.warn({ subscriptionId: subscription.id, problem: error.problem, err: error }, 'push could not be sent');
    return 'failed';
  }
}

/**
 * Sends a push to each of her devices (at once); an expired subscription is dropped, any other failure logged. Nothing
 * when push is off (no VAPID keys) or she has no device. Never throws for a device's failure: a push is a courtesy,
 * the in-app notification is the record.
 */
export async function sendPush(em: EntityManager, userId: string, message: PushMessage): Promise<void> {
  await sendPushToDevices(em, userId, message);
}

/** sendPush, answering what became of each of her devices' pushes (the test notification reports it). */
export async function sendPushToDevices(em: EntityManager, userId: string, message: PushMessage): Promise<PushOutcome[]> {
  const settings = pushSettings();
  if (!settings) return [];
  const subscriptions = await em.find(PushSubscription, { userId }, { disableIdentityMap: true });
  if (subscriptions.length === 0) return [];
  const payload: PushPayload = { title: message.title, body: message.body, url: message.url, ...(message.tag ? { tag: message.tag } : {}), icon: PUSH_ICON };
  const text = JSON.stringify(payload);
  return Promise.all(subscriptions.map((subscription) => sendToSubscription(em, settings, subscription, text)));
}
