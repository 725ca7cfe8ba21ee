import { exportRows, type ExportUserData } from '@momstride/kit';

/**
 * What events-wellness holds about a member (docs/privacy.md): the events she joined or waits for (with the event's
 * title and time), the events she created, her notices, her wellness goals, her reminder choice and the reminders
 * sent. Her calendar feed's token is left out (a secret; she can make a new link in the app).
 */
export const exportUserData: ExportUserData = async (em, userId) => {
  const rows = (sql: string) => exportRows(em, sql, [userId]);
  return {
    data: {
      events_joined: await rows(
        `select p.*, e.title, e.starts_at, e.location, e.cancelled_at
           from event_participants p join events e on e.id = p.event_id where p.user_id = ? order by p.joined_at, p.event_id`,
      ),
      events_waitlisted: await rows(
        `select w.event_id, w.user_id, w.guests, w.joined_at, e.title, e.starts_at, e.location, e.cancelled_at
           from event_waitlist w join events e on e.id = w.event_id where w.user_id = ? order by w.joined_at, w.event_id`,
      ),
      events_created: await rows('select * from events where created_by = ? order by created_at, id'),
      event_notices: await rows('select * from event_notices where user_id = ? order by created_at, id'),
      wellness_goals: await rows('select * from wellness_goals where user_id = ? order by created_at, id'),
      calendar_feed: await rows('select user_id, created_at from calendar_feeds where user_id = ?'),
      reminder_settings: await rows('select * from reminder_settings where user_id = ?'),
      reminders_sent: await rows('select * from event_reminders_sent where user_id = ? order by sent_at, event_id, lead_minutes'),
    },
  };
};
