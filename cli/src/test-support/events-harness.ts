/**
 * Helpers for the `events` command tests: events created straight through GraphQL as the demo admin (far in the
 * future, so lists soonest first keep the seeded season ahead of them), members joining and waiting, the REST view.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { gatewayUrl, graphql, runMomstride, tempConfigDir, type CliRun } from './cli-harness.js';
import { adminEnv, type FreshUser } from './users-harness.js';

export interface TestEvent {
  id: string;
  title: string;
  description: string;
  eventDate: string;
  durationMinutes: number;
  location: string | null;
  maxParticipants: number | null;
  currentParticipants: number;
  status: string;
  waitlistCount: number;
}

const EVENT_FIELDS = 'id title description eventDate durationMinutes location maxParticipants currentParticipants status waitlistCount';

/** A start some years ahead at a random minute (UTC, whole minutes), unique enough to tell test events apart. */
export function futureDate(): string {
  const start = Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 365 * 24 * 60) * 60_000;
  return new Date(start).toISOString();
}

export function uniqueTitle(prefix = 'CLI walk'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

async function adminToken(): Promise<string> {
  const token = (await adminEnv()).MOMSTRIDE_TOKEN;
  if (!token) throw new Error('no admin token');
  return token;
}

/** Creates an event as the demo admin (createEvent), without the CLI. */
export async function createTestEvent(input: Partial<Omit<TestEvent, 'id'>> = {}): Promise<TestEvent> {
  const answer = await graphql<{ createEvent: TestEvent }>(
    `mutation ($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
    {
      input: {
        title: input.title ?? uniqueTitle(),
        description: input.description ?? 'A walk created by a CLI test',
        eventDate: input.eventDate ?? futureDate(),
        durationMinutes: input.durationMinutes ?? 60,
        location: input.location === undefined ? 'Riverside Park' : input.location,
        maxParticipants: input.maxParticipants === undefined ? 12 : input.maxParticipants,
      },
    },
    await adminToken(),
  );
  if (!answer.data) throw new Error(`createEvent failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createEvent;
}

/** The event as the admin reads it through GraphQL. */
export async function readTestEvent(id: string): Promise<TestEvent> {
  const answer = await graphql<{ event: TestEvent }>(`query ($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`, { id }, await adminToken());
  if (!answer.data) throw new Error(`event failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.event;
}

/** The member joins the event, or (`waitlist`) its waitlist. */
export async function join(member: FreshUser, eventId: string, how: 'event' | 'waitlist' = 'event'): Promise<void> {
  const field = how === 'event' ? 'joinEvent' : 'joinEventWaitlist';
  const answer = await graphql(`mutation ($id: ID!) { ${field}(eventId: $id) { id } }`, { id: eventId }, member.session.accessToken);
  if (!answer.data) throw new Error(`${field} failed: ${JSON.stringify(answer.errors)}`);
}

export async function leave(member: FreshUser, eventId: string): Promise<void> {
  const answer = await graphql('mutation ($id: ID!) { leaveEvent(eventId: $id) { id } }', { id: eventId }, member.session.accessToken);
  if (!answer.data) throw new Error(`leaveEvent failed: ${JSON.stringify(answer.errors)}`);
}

/** GET /api/events?… as the given member (the REST view integrators use). */
export async function restEvents(accessToken: string, query: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${gatewayUrl()}/api/events?${query}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** `momstride <argv>` as the demo admin, stdout a pipe. */
export async function asAdmin(argv: readonly string[]): Promise<CliRun> {
  return runMomstride(argv, { configDir: tempConfigDir(), env: await adminEnv() });
}

/** `momstride events show <id> --json` as the demo admin. */
export async function showJson(id: string): Promise<TestEvent> {
  const run = await asAdmin(['events', 'show', id, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as TestEvent;
}

export const ADMIN_REQUIRED = 'Admin access required\nSign in with an admin account: momstride auth login\n';
