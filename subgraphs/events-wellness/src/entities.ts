import { CalendarFeed } from './modules/calendar/calendar-feed.entity.js';
import { EventNotice } from './modules/events/event-notice.entity.js';
import { Event } from './modules/events/event.entity.js';
import { ReminderSettings } from './modules/reminders/reminder-settings.entity.js';
import { WellnessGoal } from './modules/goals/goal.entity.js';
import { EventSeries } from './modules/series/series.entity.js';

/** Every entity of the events-wellness database, listed explicitly. */
export const entities = [Event, EventSeries, EventNotice, WellnessGoal, CalendarFeed, ReminderSettings];

/** Tables written with SQL only (participations and waitlists change under the event's row lock). */
export const SQL_ONLY_TABLES = ['event_participants', 'event_waitlist', 'event_reminders_sent'];
