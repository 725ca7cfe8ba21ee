import { TIME_OF_DAY_INVALID, TIME_OF_DAY_PATTERN } from '@momstride/contracts/rules';
import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  DigestDay,
  NotificationPreferenceType,
  RestNotificationPreferencesDocument,
  RestUpdateNotificationPreferencesDocument,
  type RestNotificationPreferencesFragment,
} from '../gql/graphql.js';

const switches = z.object({ in_app: z.boolean(), mail: z.boolean(), push: z.boolean() });
/** The types with switches (the digest has its day instead). */
const switchType = z.enum(NotificationPreferenceType).exclude(['Digest']);
const timeOfDay = z.string().regex(TIME_OF_DAY_PATTERN, TIME_OF_DAY_INVALID);

/** Her notification preferences as REST answers them (docs/api.md, "Notification preferences"). */
export const notificationPreferencesJson = z
  .object({
    channels: z.record(switchType, switches).meta({ description: 'Per type: in_app, mail, push on or off' }),
    quiet_hours: z.object({ start: timeOfDay, end: timeOfDay }).nullable().meta({ description: 'No push or mail between these local times (delivered after); null for none' }),
    time_zone: z.string().nullable().meta({ description: 'Her IANA time zone, as her browser said when she last saved' }),
    digest_day: z.enum(DigestDay),
  })
  .meta({ id: 'NotificationPreferences' });

/** A change: every field optional (absent stays as it is); `quiet_hours: null` turns them off. */
const preferencesChange = z
  .object({
    channels: z.partialRecord(switchType, switches).optional(),
    quiet_hours: z.object({ start: timeOfDay, end: timeOfDay }).nullable().optional(),
    time_zone: z.string().min(1).optional(),
    digest_day: z.enum(DigestDay).optional(),
  })
  .meta({ id: 'NotificationPreferencesChange' });

const toJson = (preferences: RestNotificationPreferencesFragment): z.input<typeof notificationPreferencesJson> => ({
  channels: Object.fromEntries(preferences.channels.map(({ type, inApp, mail, push }) => [type, { in_app: inApp, mail, push }])) as Record<z.infer<typeof switchType>, z.input<typeof switches>>,
  quiet_hours: preferences.quietHours,
  time_zone: preferences.timeZone,
  digest_day: preferences.digestDay,
});

/** The viewer's notification preferences: read and change. */
export const preferencesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notifications/preferences',
    summary: 'The signed-in member’s notification preferences',
    auth: 'required',
    operation: RestNotificationPreferencesDocument,
    variables: () => ({}),
    returns: notificationPreferencesJson,
    response: (data) => toJson(data.notificationPreferences),
  }),
  defineRoute({
    method: 'PUT',
    path: '/notifications/preferences',
    summary: 'Change notification preferences',
    auth: 'required',
    body: preferencesChange,
    operation: RestUpdateNotificationPreferencesDocument,
    variables: ({ body }) => ({
      input: {
        ...(body.channels
          ? { channels: Object.entries(body.channels).map(([type, value]) => ({ type: type as NotificationPreferenceType, inApp: value!.in_app, mail: value!.mail, push: value!.push })) }
          : {}),
        ...(body.quiet_hours === undefined ? {} : { quietHours: body.quiet_hours }),
        ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
        ...(body.digest_day === undefined ? {} : { digestDay: body.digest_day }),
      },
    }),
    returns: notificationPreferencesJson,
    response: (data) => toJson(data.updateNotificationPreferences),
  }),
];
