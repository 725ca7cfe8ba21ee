import { exportRows, type ExportUserData } from '@momstride/kit';

/**
 * What messaging holds about a member (docs/privacy.md): the messages she sent and received, her conversations, the
 * members she blocked, the reports she made, her notifications, her notification preferences and the devices she turned push on for. Reports made about her or her content are left out
 * (they are the reporters' data).
 */
export const exportUserData: ExportUserData = async (em, userId) => {
  const rows = (sql: string) => exportRows(em, sql, [userId]);
  return {
    data: {
      messages_sent: await rows('select * from messages where sender_id = ? order by created_at, id'),
      messages_received: await rows('select * from messages where recipient_id = ? order by created_at, id'),
      conversations: await rows('select * from conversations where user_id = ? order by last_message_at, partner_id'),
      blocks: await rows('select * from message_blocks where blocker_id = ? order by created_at, blocked_id'),
      reports_made: await rows('select id, subject_type, subject_id, reason, details, created_at, resolved_at from reports where reporter_id = ? order by created_at, id'),
      notifications: await rows('select * from notifications where user_id = ? order by created_at, id'),
      // Her devices' push subscriptions without the endpoint and keys (a way to reach the device; she can turn push on again).
      push_devices: await rows('select id, device, created_at, updated_at from push_subscriptions where user_id = ? order by created_at, id'),
      notification_preferences: await rows('select * from notification_preferences where user_id = ?'),
    },
  };
};
