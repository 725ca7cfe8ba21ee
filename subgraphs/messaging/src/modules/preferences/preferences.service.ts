import { invalidFields, isTimeZone, type EntityManager, type FieldError } from '@momstride/kit';
import type { NotificationKind } from '../notifications/notification-kind.js';
import {
  CHANNELS,
  DEFAULT_DIGEST_DAY,
  DEFAULT_SWITCHES,
  DigestDay,
  NotificationChannel,
  NotificationPreferenceType,
  PREFERENCE_TYPES,
  type SwitchType,
  preferenceTypeOf,
  type ChannelSwitches,
} from './preference-type.js';
import { minutesOfDay, type QuietHours } from './quiet-hours.js';

/** One row per member who saved her preferences; a member without one has the defaults. SQL only. */
export const PREFERENCES_TABLE = 'notification_preferences';

/** A member's preferences in effect: her saved choices over the defaults. */
export interface Preferences {
  readonly switches: Readonly<Record<SwitchType, ChannelSwitches>>;
  readonly quietHours: QuietHours | null;
  readonly timeZone: string | null;
  readonly digestDay: DigestDay;
}

/** What she saved: only the switches she set (a type added later keeps its default for her). */
type SavedSwitches = Partial<Record<string, Partial<Record<string, boolean>>>>;

interface PreferencesRow {
  user_id: string;
  channels: SavedSwitches;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string | null;
  digest_day: string;
}

const effective = (row: PreferencesRow | undefined): Preferences => {
  const switches = Object.fromEntries(
    PREFERENCE_TYPES.map((type) => {
      const saved = row?.channels[type] ?? {};
      return [type, Object.fromEntries(CHANNELS.map((channel) => [channel, typeof saved[channel] === 'boolean' ? saved[channel] : DEFAULT_SWITCHES[type][channel]]))];
    }),
  ) as Record<SwitchType, ChannelSwitches>;
  const timeZone = row?.time_zone ?? null;
  const quietHours = row?.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end, timeZone: timeZone ?? 'UTC' } : null;
  const digestDay = Object.values(DigestDay).find((day) => day === row?.digest_day) ?? DEFAULT_DIGEST_DAY;
  return { switches, quietHours, timeZone, digestDay };
};

/** The preferences of each member (the defaults for one who never saved hers): N members, one query. */
export async function preferencesOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, Preferences>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length === 0 ? [] : await em.execute<PreferencesRow[]>(`select * from "${PREFERENCES_TABLE}" where user_id = any(array[?]::uuid[])`, [ids]);
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  return new Map(ids.map((id) => [id, effective(byUser.get(id))]));
}

/** Her preferences in effect. */
export async function preferencesOfMember(em: EntityManager, userId: string): Promise<Preferences> {
  return (await preferencesOf(em, [userId])).get(userId)!;
}

/** Whether she wants a notification of `kind` on `channel`: in the app always for a kind no preference governs, nothing else. */
export const wants = (preferences: Preferences, kind: NotificationKind, channel: NotificationChannel): boolean => {
  const type = preferenceTypeOf(kind);
  return type ? preferences.switches[type][channel] : channel === NotificationChannel.in_app;
};

/** A change to her preferences; an absent field stays as it is (`quietHours: null` turns them off). */
export interface PreferencesChange {
  readonly switches?: ReadonlyArray<{ readonly type: NotificationPreferenceType } & ChannelSwitches> | null;
  readonly quietHours?: { readonly start: string; readonly end: string } | null;
  readonly timeZone?: string | null;
  readonly digestDay?: DigestDay | null;
}

const problemsOf = (change: PreferencesChange): FieldError[] => {
  const problems: FieldError[] = [];
  if (change.quietHours) {
    const start = minutesOfDay(change.quietHours.start);
    const end = minutesOfDay(change.quietHours.end);
    if (start === undefined) problems.push({ field: 'start', message: 'Quiet hours start must be a time of day, "HH:MM" (00:00 to 23:59)' });
    if (end === undefined) problems.push({ field: 'end', message: 'Quiet hours end must be a time of day, "HH:MM" (00:00 to 23:59)' });
    if (start !== undefined && start === end) problems.push({ field: 'end', message: 'Quiet hours must end at another time than they start' });
  }
  if (change.timeZone !== undefined && change.timeZone !== null && !isTimeZone(change.timeZone)) {
    problems.push({ field: 'timeZone', message: 'Time zone must be an IANA time zone, e.g. "Europe/Berlin"' });
  }
  const types = (change.switches ?? []).map((setting) => setting.type);
  if (new Set(types).size !== types.length) problems.push({ field: 'channels', message: 'Each type may be given once' });
  if (types.includes(NotificationPreferenceType.digest)) problems.push({ field: 'channels', message: 'The digest has a day (digestDay), not switches' });
  return problems;
};

/** Saves her change (BAD_USER_INPUT with the fields at fault otherwise) and answers her preferences in effect. */
export async function updatePreferences(em: EntityManager, userId: string, change: PreferencesChange): Promise<Preferences> {
  const problems = problemsOf(change);
  if (problems.length > 0) throw invalidFields(problems);
  const switches = Object.fromEntries((change.switches ?? []).map(({ type, in_app, mail, push }) => [type, { in_app, mail, push }]));
  const quiet = change.quietHours === undefined ? undefined : change.quietHours;
  await em.execute(
    `insert into "${PREFERENCES_TABLE}" as p (user_id, channels, quiet_start, quiet_end, time_zone, digest_day)
     values (?, ?::jsonb, ?, ?, ?, coalesce(?, ?))
     on conflict (user_id) do update set
       channels = p.channels || excluded.channels,
       quiet_start = case when ? then excluded.quiet_start else p.quiet_start end,
       quiet_end = case when ? then excluded.quiet_end else p.quiet_end end,
       time_zone = coalesce(?, p.time_zone),
       digest_day = coalesce(?, p.digest_day),
       updated_at = clock_timestamp()`,
    [
      userId,
      JSON.stringify(switches),
      quiet?.start ?? null,
      quiet?.end ?? null,
      change.timeZone ?? null,
      change.digestDay ?? null,
      DEFAULT_DIGEST_DAY,
      quiet !== undefined,
      quiet !== undefined,
      change.timeZone ?? null,
      change.digestDay ?? null,
    ],
    'run',
  );
  return preferencesOfMember(em, userId);
}

/** Turns one switch off (the unsubscribe link of a mail), leaving every other as it is; the digest's link sets its day to never. */
export async function turnOff(em: EntityManager, userId: string, type: NotificationPreferenceType, channel: NotificationChannel): Promise<void> {
  if (type === NotificationPreferenceType.digest) {
    await updatePreferences(em, userId, { digestDay: DigestDay.never });
    return;
  }
  await em.execute(
    `insert into "${PREFERENCES_TABLE}" as p (user_id, channels) values (?, jsonb_build_object(?::text, jsonb_build_object(?::text, false)))
     on conflict (user_id) do update set
       channels = p.channels || jsonb_build_object(?::text, coalesce(p.channels -> ?, '{}'::jsonb) || jsonb_build_object(?::text, false)),
       updated_at = clock_timestamp()`,
    [userId, type, channel, type, type, channel],
    'run',
  );
}

/** Her saved preferences go with her (a deleted member). */
export async function removeUserPreferences(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute(`delete from "${PREFERENCES_TABLE}" where user_id = ?`, [userId], 'run');
}
