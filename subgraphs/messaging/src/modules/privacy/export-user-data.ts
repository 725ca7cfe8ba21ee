import { exportRows, type ExportUserData } from '@momstride/kit';

/**
 * What messaging holds about a member (docs/privacy.md): the messages she sent and received, her conversations, the
 * members she blocked, the reports she made, her notifications and her notification preferences. Reports made about her messages are left out
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
      reports_made: await rows('select id, message_id, sender_id, reason, details, created_at, resolved_at from message_reports where reporter_id = ? order by created_at, id'),
      notifications: await rows('select * from notifications where user_id = ? order by created_at, id'),
      notification_preferences: await rows('select * from notification_preferences where user_id = ?'),
    },
  };
};
