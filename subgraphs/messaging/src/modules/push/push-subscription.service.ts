import { badUserInput, checkPublicUrl, conflict, entityQuery, isUuid, PublicFetchError, toSnapshots, type EntityManager } from '@momstride/kit';
import { pushSettings } from './push-config.js';
import { PushSubscription } from './push-subscription.entity.js';

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
export const PUSH_DEVICE_MAX_LENGTH = 200;
/** Devices one member may have at once; registering one more drops her oldest. */
export const PUSH_DEVICES_MAX = 20;
export const PUSH_OFF = 'Push notifications are not set up on this server';
export const PUSH_MESSAGES = {
  endpoint: 'The subscription endpoint must be an https:// URL of a push service',
  keys: 'The subscription keys are not valid (p256dh: a P-256 public key, auth: 16 bytes; base64url)',
} as const;

/** A device's subscription as the browser's PushSubscription.toJSON() gives it. */
export interface PushSubscriptionInput {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly device?: string | null;
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (text: string): number => (base64url.test(text) ? Buffer.from(text, 'base64url').length : 0);

/** BAD_USER_INPUT unless the endpoint is an https URL of a public host (or an allowed test origin) and the keys are the right sizes. */
async function checkSubscription(input: PushSubscriptionInput, allowedOrigins: readonly string[]): Promise<string> {
  const endpoint = input.endpoint.trim();
  if (endpoint.length === 0 || endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) throw badUserInput(PUSH_MESSAGES.endpoint);
  let url: URL;
  try {
    url = await checkPublicUrl(endpoint, { allowedOrigins });
  } catch (error) {
    if (error instanceof PublicFetchError) throw badUserInput(PUSH_MESSAGES.endpoint);
    throw error;
  }
  if (url.protocol !== 'https:' && !allowedOrigins.includes(url.origin)) throw badUserInput(PUSH_MESSAGES.endpoint);
  // An uncompressed P-256 point (65 bytes) and a 16-byte authentication secret (RFC 8291).
  if (decodedLength(input.p256dh.trim()) !== 65 || decodedLength(input.auth.trim()) !== 16) throw badUserInput(PUSH_MESSAGES.keys);
  return url.href;
}

/**
 * Registers this device's subscription for her: one row per endpoint, so registering it again updates the keys and
 * moves it to her (the browser's last signed-in member gets its pushes). CONFLICT when push is off.
 */
export async function registerPushSubscription(em: EntityManager, userId: string, input: PushSubscriptionInput): Promise<PushSubscription> {
  const settings = pushSettings();
  if (!settings) throw conflict(PUSH_OFF);
  const endpoint = await checkSubscription(input, settings.allowedOrigins);
  const device = input.device?.trim().slice(0, PUSH_DEVICE_MAX_LENGTH) || null;
  return em.transactional(async (tem) => {
    const rows = await tem.execute<Array<Record<string, unknown>>>(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, device) values (gen_random_uuid(), ?, ?, ?, ?, ?)
       on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, device = excluded.device,
         updated_at = now(), created_at = case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.created_at else now() end
       returning *`,
      [userId, endpoint, input.p256dh.trim(), input.auth.trim(), device],
    );
    // Her oldest devices beyond the limit go (a browser that re-subscribes gets a new endpoint each time).
    await tem.execute(
      `delete from push_subscriptions where id in (
         select id from push_subscriptions where user_id = ? order by created_at desc, id desc offset ?)`,
      [userId, PUSH_DEVICES_MAX],
      'run',
    );
    const [subscription] = toSnapshots(tem, PushSubscription, rows);
    return subscription!;
  });
}

/** Turns push off for one of her devices, by id or by endpoint; false when she has no such device. */
export async function removePushSubscription(em: EntityManager, userId: string, which: { id?: string | null; endpoint?: string | null }): Promise<boolean> {
  if (which.id) {
    if (!isUuid(which.id)) return false;
    const removed = await em.execute<unknown[]>('delete from push_subscriptions where id = ? and user_id = ? returning id', [which.id, userId]);
    return removed.length > 0;
  }
  if (which.endpoint) {
    const removed = await em.execute<unknown[]>('delete from push_subscriptions where endpoint = ? and user_id = ? returning id', [which.endpoint.trim(), userId]);
    return removed.length > 0;
  }
  throw badUserInput('Give the device id or the subscription endpoint');
}

const listDevices = entityQuery(PushSubscription, 'where "user_id" = $1 order by "created_at" desc, "id" desc');

/** Her devices that receive push, the latest first. */
export const listPushSubscriptions = (em: EntityManager, userId: string): Promise<PushSubscription[]> => listDevices(em, [userId]);

/** Everything messaging keeps about a deleted member's devices. */
export async function removeUserPushSubscriptions(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute('delete from push_subscriptions where user_id = ?', [userId], 'run');
}
