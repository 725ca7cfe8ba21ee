import { isUuid, type DomainEventMessage, type EntityManager } from '@momstride/kit';
import { createNotifications } from './notification.service.js';
import { notificationTexts } from './notification-texts.js';

/**
 * A walk she joined starts soon (`event.reminder_due`, sent once per walk, member and lead by events-wellness): her
 * `reminder` notification, leading to /events, and its mail and push where her preferences want them. A malformed
 * payload makes none.
 */
export async function notifyReminder(tem: EntityManager, reminder: DomainEventMessage<'event.reminder_due'>): Promise<void> {
  const { userId, title, startsAt, location, leadMinutes, occurredAt } = reminder;
  if (!isUuid(userId) || typeof title !== 'string' || typeof leadMinutes !== 'number') return;
  const createdAt = occurredAt ? new Date(occurredAt) : undefined;
  // What its mail says (accounts' walkReminderMail); mail and push follow her preferences for reminders.
  const details = { title, startsAt, leadMinutes: String(leadMinutes), ...(location ? { location } : {}) };
  await createNotifications(tem, [
    { userId, actorId: null, ...notificationTexts.reminder(title, leadMinutes), details, ...(createdAt && !Number.isNaN(createdAt.getTime()) ? { createdAt } : {}) },
  ]);
}
