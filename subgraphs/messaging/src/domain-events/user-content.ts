import { rateBudgetKey, type EntityManager } from '@momstride/kit';
import { RATE_LIMITS_TABLE } from '../entities.js';
import { SEND_RATE_KEY_PREFIX } from '../modules/messages/send-rate.js';
import { removeUserNotifications } from '../modules/notifications/notification.service.js';
import { removeUserDeliveries } from '../modules/delivery/deliveries.js';
import { removeUserDigests } from '../modules/digest/digest-schedule.js';
import { removeUserPreferences } from '../modules/preferences/preferences.service.js';
import { removeUserPushSubscriptions } from '../modules/push/push-subscription.service.js';
import { TEST_PUSH_RATE_KEY_PREFIX } from '../modules/push/test-push-rate.js';
import { removeUserStream } from '../modules/stream/stream-log.js';

/**
 * Removes everything messaging holds about a deleted user, in the transaction that records her removal (the kit's
 * deleted-user handling; a second delivery finds nothing more to remove): her messages either way, her reports and
 * the reports of anything she wrote, both sides of her conversations — so each partner's unread total drops by exactly what she had sent
 * unread — her blocks either way, her sending and test-push counters (the kit drops her member row). Reports she resolved or restored as
 * an admin stay, without her name. Her notifications and those she was the actor of go too, with her live stream's log
 * and position and the stream events about her, her push devices, her notification preferences and the mail and push deliveries for or about her.
 */
export async function removeUserContent(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute('delete from conversations where user_id = ? or partner_id = ?', [userId, userId], 'run');
  await tem.execute('delete from reports where reporter_id = ? or subject_owner_id = ?', [userId, userId], 'run');
  await tem.execute('delete from messages where sender_id = ? or recipient_id = ?', [userId, userId], 'run');
  await tem.execute('update reports set resolved_by = nullif(resolved_by, ?), restored_by = nullif(restored_by, ?) where ? in (resolved_by, restored_by)', [userId, userId, userId], 'run');
  await tem.execute('delete from message_blocks where blocker_id = ? or blocked_id = ?', [userId, userId], 'run');
  await tem.execute(`delete from "${RATE_LIMITS_TABLE}" where key = ? or key = ?`, [rateBudgetKey(SEND_RATE_KEY_PREFIX, userId), rateBudgetKey(TEST_PUSH_RATE_KEY_PREFIX, userId)], 'run');
  await removeUserNotifications(tem, userId);
  await removeUserStream(tem, userId);
  await removeUserPushSubscriptions(tem, userId);
  await removeUserPreferences(tem, userId);
  await removeUserDeliveries(tem, userId);
  await removeUserDigests(tem, userId);
}
