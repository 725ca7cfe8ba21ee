import { z } from 'zod';
import { defineRoute } from '../framework.js';
import { RestReminderSettingsDocument, RestSetReminderSettingsDocument, type RestReminderSettingsFragment } from '../gql/graphql.js';

const reminderSettingsJson = z.object({ day_before: z.boolean(), hour_before: z.boolean() });

const toReminderSettingsJson = (settings: RestReminderSettingsFragment): z.infer<typeof reminderSettingsJson> => ({
  day_before: settings.dayBefore,
  hour_before: settings.hourBefore,
});

/** Walk reminders (docs/api.md, "Walk reminders"): 24 hours and 1 hour before a walk she joined. Listed before eventsRoutes (GET /events/{id}). */
export const remindersRoutes = [
  defineRoute({
    method: 'GET',
    path: '/events/reminders',
    summary: 'Which reminders the signed-in member gets before a walk she joined',
    auth: 'required',
    operation: RestReminderSettingsDocument,
    variables: () => ({}),
    returns: reminderSettingsJson,
    response: (data) => toReminderSettingsJson(data.reminderSettings),
  }),
  defineRoute({
    method: 'PUT',
    path: '/events/reminders',
    summary: 'Choose the reminders: 24 hours before, 1 hour before, both or none',
    auth: 'required',
    body: reminderSettingsJson,
    operation: RestSetReminderSettingsDocument,
    variables: ({ body }) => ({ dayBefore: body.day_before, hourBefore: body.hour_before }),
    returns: reminderSettingsJson,
    response: (data) => toReminderSettingsJson(data.setReminderSettings),
  }),
];
