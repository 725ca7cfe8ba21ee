import type { EntityManager } from '@momstride/kit';
import { removeCalendarFeed } from '../modules/calendar/calendar-feed.service.js';
import { lockEvent } from '../modules/events/event-lock.js';
import { givePlaceUp, stopWaiting } from '../modules/events/participation.service.js';
import { removeUserReminders } from '../modules/reminders/reminder-settings.service.js';

/**
 * Removes everything events-wellness holds about a deleted user, in the transaction that records her removal (the
 * kit's deleted-user handling; a second delivery finds nothing more to remove). Her places are given up one event
 * at a time under the event's row lock, so the counters stay exact (her guests' places too), and a freed place of an upcoming event goes to
 * the first member on its waitlist. Events she created stay (createdBy then resolves to null); her calendar subscription goes.
 */
export async function removeUserContent(tem: EntityManager, userId: string): Promise<void> {
  const rows = await tem.execute<Array<{ event_id: string }>>(
    `select event_id from event_participants where user_id = ? union select event_id from event_waitlist where user_id = ? order by 1`,
    [userId, userId],
  );
  // Ordered by id: two removals touching the same events lock them in the same order.
  for (const { event_id: eventId } of rows) {
    // Her places (with her guests') are given up and the waitlist moves up; her place in a line goes.
    await stopWaiting(tem, await givePlaceUp(tem, await lockEvent(tem, eventId), userId), userId);
  }
  await tem.execute('delete from event_notices where user_id = ?', [userId], 'run');
  await tem.execute('delete from wellness_goals where user_id = ?', [userId], 'run');
  await removeCalendarFeed(tem, userId);
  await removeUserReminders(tem, userId);
}
