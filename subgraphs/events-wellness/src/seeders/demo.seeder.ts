import type { EntityManager } from '@mikro-orm/core';
import { DEMO_EVENT_COUNT, demoEventId, demoUserIds, type DemoMember, type EntityManager as SqlEntityManager } from '@momstride/kit';
import { Seeder } from '@mikro-orm/seeder';
import { DEFAULT_COMMUNITY_TIME_ZONE } from '@momstride/kit/env';
import { instantOf, wallTimeIn } from '@momstride/kit/zoned-time';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The demo community walks in Austin (the demo members' city), in the community time zone's default. */
const DEMO_TIME_ZONE = DEFAULT_COMMUNITY_TIME_ZONE;

/**
 * When a demo walk starts: `startsInMs` from now, or with `at` that day's wall-clock time in the demo's time zone —
 * moved a day later if an upcoming walk would otherwise start within the hour (or be over already).
 */
export function demoStart(event: Pick<DemoEvent, 'startsInMs' | 'at'>, now: number): Date {
  const relative = now + event.startsInMs;
  if (!event.at) return new Date(relative);
  const [hour, minute] = event.at.split(':').map(Number) as [number, number];
  const atOn = (instant: number): number => instantOf({ ...wallTimeIn(new Date(instant), DEMO_TIME_ZONE), hour, minute, second: 0 }, DEMO_TIME_ZONE).getTime();
  let start = atOn(relative);
  while (event.startsInMs > 0 && start < now + HOUR_MS) start = atOn(start + DAY_MS);
  return new Date(start);
}

interface DemoEvent {
  title: string;
  description: string;
  location: string;
  /** Start relative to the seeding time; with `at`, only its day counts (in the demo's time zone). */
  startsInMs: number;
  /** Wall-clock start (HH:MM) in DEMO_TIME_ZONE, so walks start at a sensible hour whenever the seed runs. */
  at?: string;
  durationMinutes: number;
  maxParticipants: number | null;
  participants: DemoMember[];
  waitlist?: DemoMember[];
  cancelled?: boolean;
}

/** A season of walks around the seeding time: past, today (one under way), upcoming, one full, unlimited ones, one cancelled. */
export const demoEvents: readonly DemoEvent[] = [
  {
    title: 'Sunrise Riverside Walk',
    description: 'An easy 3-mile loop along the river path to start the week with fresh air and good company.',
    location: 'Riverside Park, north entrance',
    startsInMs: -14 * DAY_MS,
    at: '06:30',
    durationMinutes: 60,
    maxParticipants: 15,
    participants: ['maya', 'priya', 'jasmine', 'sofia'],
  },
  {
    title: 'Stroller Strut in the Park',
    description: 'Bring the little ones! A relaxed stroller-friendly walk with a coffee stop at the end.',
    location: 'Maple Grove Park playground',
    startsInMs: -7 * DAY_MS,
    at: '10:00',
    durationMinutes: 45,
    maxParticipants: null,
    participants: ['hannah', 'grace', 'maya'],
  },
  {
    title: 'Networking Walk & Talk',
    description: 'Walk and talk business: pitch practice, referrals and a brisk pace around downtown.',
    location: 'City Hall steps',
    startsInMs: -30 * MINUTE_MS,
    durationMinutes: 90,
    maxParticipants: 12,
    participants: ['priya', 'sofia', 'olivia'],
  },
  {
    title: 'Evening Lakeside Loop',
    description: 'Unwind after work with a sunset walk around the lake. Headlamps welcome.',
    location: 'Lakeside boathouse',
    startsInMs: 5 * HOUR_MS,
    at: '18:30',
    durationMinutes: 60,
    maxParticipants: 10,
    participants: ['jasmine', 'grace'],
  },
  {
    title: 'Ridge Trail Hike',
    description: 'A moderate 5-mile trail hike with a picnic at the overlook. Sturdy shoes recommended.',
    location: 'Pine Ridge trailhead',
    startsInMs: 3 * DAY_MS,
    at: '08:00',
    durationMinutes: 120,
    maxParticipants: 4,
    participants: ['maya', 'priya', 'jasmine', 'sofia'],
    waitlist: ['hannah'],
  },
  {
    title: 'Beach Boardwalk Stroll',
    description: 'A gentle boardwalk stroll with ocean views.',
    location: 'South Beach boardwalk',
    startsInMs: 5 * DAY_MS,
    at: '17:30',
    durationMinutes: 60,
    maxParticipants: 10,
    participants: ['grace'],
    cancelled: true,
  },
  {
    title: 'Community 5K Fun Walk',
    description: 'Our monthly 5K for every pace: walk, jog or push a stroller. Medals for everyone who finishes.',
    location: 'Memorial Stadium parking lot',
    startsInMs: 10 * DAY_MS,
    at: '09:00',
    durationMinutes: 90,
    maxParticipants: null,
    participants: ['maya', 'hannah', 'grace', 'olivia'],
  },
  {
    title: 'Mindful Morning Walk',
    description: 'A slower, quiet walk with breathing exercises led by Maya, our wellness coach.',
    location: 'Botanical Garden gates',
    startsInMs: 17 * DAY_MS,
    at: '07:15',
    durationMinutes: 45,
    maxParticipants: 20,
    participants: ['sofia'],
  },
  {
    title: 'Business Brainstorm Walk',
    description: 'Bring one business challenge; leave with three ideas. Small group, big thinking.',
    location: 'Harbor Front promenade',
    startsInMs: 24 * DAY_MS,
    at: '12:15',
    durationMinutes: 60,
    maxParticipants: 8,
    participants: [],
  },
];

interface DemoGoal {
  member: DemoMember;
  goalType: 'steps' | 'distance' | 'events' | 'weight' | 'meditation';
  targetValue: number;
  currentValue: number;
  inDays: number;
}

export const demoGoals: readonly DemoGoal[] = [
  { member: 'maya', goalType: 'steps', targetValue: 10000, currentValue: 7500, inDays: 1 },
  { member: 'maya', goalType: 'meditation', targetValue: 15, currentValue: 15, inDays: 1 },
  { member: 'maya', goalType: 'distance', targetValue: 20, currentValue: 12.5, inDays: 6 },
  { member: 'priya', goalType: 'events', targetValue: 4, currentValue: 2, inDays: 20 },
  { member: 'priya', goalType: 'weight', targetValue: 10, currentValue: 3.5, inDays: 60 },
  { member: 'jasmine', goalType: 'steps', targetValue: 8000, currentValue: 8000, inDays: 1 },
];

export const demoGoalId = (index: number): string => `0b6a4f1e-5d1c-4c1e-9a51-4${String(index + 1).padStart(11, '0')}`;

/**
 * Demo events, participants, a waitlist and goals by the fixed demo user ids. Idempotent: fixed ids, ON CONFLICT DO
 * NOTHING, and the seeded events' counters recounted from their rows.
 */
export class DemoSeeder extends Seeder {
  async run(baseEm: EntityManager): Promise<void> {
    // media-reviews knows the demo events by the kit's ids and count.
    if (demoEvents.length !== DEMO_EVENT_COUNT) throw new Error(`DEMO_EVENT_COUNT is ${DEMO_EVENT_COUNT}, but ${demoEvents.length} demo events are seeded`);
    const em = baseEm as unknown as SqlEntityManager;
    const now = Date.now();
    await em.transactional(async (tx) => {
      const ids: string[] = [];
      for (const [index, event] of demoEvents.entries()) {
        const id = demoEventId(index);
        ids.push(id);
        const startsAt = demoStart(event, now);
        await tx.execute(
          `insert into events (id, title, description, location, starts_at, duration_minutes, ends_at, max_participants, created_by, created_at, cancelled_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing`,
          [
            id,
            event.title,
            event.description,
            event.location,
            startsAt,
            event.durationMinutes,
            new Date(startsAt.getTime() + event.durationMinutes * MINUTE_MS),
            event.maxParticipants,
            demoUserIds.olivia,
            new Date(now - 30 * DAY_MS),
            event.cancelled ? new Date(now - DAY_MS) : null,
          ],
          'run',
        );
        for (const member of event.participants) {
          await tx.execute('insert into event_participants (event_id, user_id) values (?, ?) on conflict do nothing', [id, demoUserIds[member]], 'run');
        }
        for (const member of event.waitlist ?? []) {
          await tx.execute('insert into event_waitlist (event_id, user_id) values (?, ?) on conflict do nothing', [id, demoUserIds[member]], 'run');
        }
      }
      await tx.execute(
        `update events e set participants_count = (select coalesce(sum(1 + p.guests), 0) from event_participants p where p.event_id = e.id),
           waitlist_count = (select count(*) from event_waitlist w where w.event_id = e.id) where e.id = any(array[?]::uuid[])`,
        [ids],
        'run',
      );
      for (const [index, goal] of demoGoals.entries()) {
        await tx.execute(
          `insert into wellness_goals (id, user_id, goal_type, target_value, current_value, target_date, completed)
           values (?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing`,
          [
            demoGoalId(index),
            demoUserIds[goal.member],
            goal.goalType,
            goal.targetValue,
            goal.currentValue,
            new Date(now + goal.inDays * DAY_MS).toISOString().slice(0, 10),
            goal.currentValue >= goal.targetValue,
          ],
          'run',
        );
      }
    });
  }
}
