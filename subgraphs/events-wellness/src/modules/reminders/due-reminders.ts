import { recordDomainEvent, type EntityManager } from '@momstride/kit';
import { REMINDER_LEADS } from './reminder-leads.js';

/** A reminder that went out: one member, one walk, one lead. */
export interface SentReminder {
  readonly eventId: string;
  readonly userId: string;
  readonly leadMinutes: number;
}

const LEADS_JSON = JSON.stringify(REMINDER_LEADS);

/**
 * Each lead `l` of each member `p` of each walk `e` that may bring a reminder: the walk not cancelled and not started
 * at the instant given (the second parameter; the first is LEADS_JSON), she had joined by the reminder's time, and
 * her choice (`s`, her reminder_settings row, or none: both) turns the lead on.
 */
const LEADS_OF_MEMBERS_SQL = `
  from events e
  join event_participants p on p.event_id = e.id
  left join reminder_settings s on s.user_id = p.user_id
  cross join jsonb_to_recordset(?::jsonb) as l(minutes int, "column" text)
 where e.cancelled_at is null
   and e.starts_at > ?::timestamptz
   and p.joined_at <= e.starts_at - make_interval(mins => l.minutes)
   and case l."column" when 'day_before' then coalesce(s.day_before, true) when 'hour_before' then coalesce(s.hour_before, true) else false end`;

/**
 * Sends every reminder due at `now`, in one transaction: for each member of an upcoming, not cancelled walk whose
 * start is within one of her chosen leads that she had joined by its due time (joining 3 hours before brings no
 * 24-hour reminder), the shortest such lead (after a restart 30 minutes before the start: the 1-hour reminder, not
 * the 24-hour one too), unless a reminder for that lead or a shorter one went already. Each is recorded in
 * event_reminders_sent (its key makes it once, whichever process sends it: a second one waits for the first's commit,
 * then inserts nothing) and published as `event.reminder_due` in the same transaction. Whether she is still in it and
 * the walk still on is read here, at send time.
 */
export async function sendDueReminders(em: EntityManager, now: Date): Promise<SentReminder[]> {
  return em.transactional(async (tem) => {
    const rows = await tem.execute<Array<{ event_id: string; user_id: string; lead_minutes: number; title: string; starts_at: Date; location: string | null }>>(
      `with candidates as (
         select distinct on (p.event_id, p.user_id) p.event_id, p.user_id, l.minutes as lead_minutes
         ${LEADS_OF_MEMBERS_SQL}
            and e.starts_at - make_interval(mins => l.minutes) <= ?::timestamptz
          order by p.event_id, p.user_id, l.minutes
       ), due as (
         select c.* from candidates c
          where not exists (select 1 from event_reminders_sent r where r.event_id = c.event_id and r.user_id = c.user_id and r.lead_minutes <= c.lead_minutes)
       ), sent as (
         insert into event_reminders_sent (event_id, user_id, lead_minutes) select event_id, user_id, lead_minutes from due
         on conflict do nothing
         returning event_id, user_id, lead_minutes
       )
       select sent.event_id, sent.user_id, sent.lead_minutes, e.title, e.starts_at, e.location
         from sent join events e on e.id = sent.event_id
        order by e.starts_at, sent.event_id, sent.user_id`,
      [LEADS_JSON, now, now],
    );
    for (const row of rows) {
      await recordDomainEvent(tem, 'event.reminder_due', {
        eventId: row.event_id,
        userId: row.user_id,
        title: row.title,
        startsAt: new Date(row.starts_at).toISOString(),
        location: row.location,
        leadMinutes: row.lead_minutes,
      });
    }
    return rows.map((row) => ({ eventId: row.event_id, userId: row.user_id, leadMinutes: row.lead_minutes }));
  });
}

/**
 * When the next reminder falls due (a lead she chose of a walk she had joined by then, not yet sent nor overtaken by a
 * shorter one; in the past when one is due now), or null when none is pending: the scheduler's timer is set to it.
 */
export async function nextReminderDue(em: EntityManager, now: Date): Promise<Date | null> {
  const [row] = await em.execute<Array<{ due: Date | null }>>(
    `select min(e.starts_at - make_interval(mins => l.minutes)) as due
     ${LEADS_OF_MEMBERS_SQL}
        and not exists (select 1 from event_reminders_sent r where r.event_id = e.id and r.user_id = p.user_id and r.lead_minutes <= l.minutes)`,
    [LEADS_JSON, now],
  );
  return row?.due ? new Date(row.due) : null;
}
