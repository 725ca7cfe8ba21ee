import { toSnapshots, type EntityManager } from '@momstride/kit';
import { ReminderSettings } from './reminder-settings.entity.js';

/** Her choice; both reminders when she never chose. */
export async function reminderSettingsOf(em: EntityManager, userId: string): Promise<ReminderSettings> {
  const rows = await em.execute<Array<Record<string, unknown>>>('select * from reminder_settings where user_id = ?', [userId]);
  const [stored] = toSnapshots(em, ReminderSettings, rows);
  return stored ?? Object.assign(new ReminderSettings(), { userId });
}

/** Stores her choice (the trigger re-arms the schedulers: a reminder turned on that is already due goes at once). */
export async function setReminderSettings(em: EntityManager, userId: string, choice: { dayBefore: boolean; hourBefore: boolean }): Promise<ReminderSettings> {
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `insert into reminder_settings (user_id, day_before, hour_before) values (?, ?, ?)
     on conflict (user_id) do update set day_before = excluded.day_before, hour_before = excluded.hour_before, updated_at = now()
     returning *`,
    [userId, choice.dayBefore, choice.hourBefore],
  );
  return toSnapshots(em, ReminderSettings, rows)[0]!;
}

/** What events-wellness keeps about a deleted member's reminders. */
export async function removeUserReminders(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute('delete from reminder_settings where user_id = ?', [userId], 'run');
  await tem.execute('delete from event_reminders_sent where user_id = ?', [userId], 'run');
}
