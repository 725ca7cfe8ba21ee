/**
 * Helpers for the `events` command tests: events created straight through GraphQL as the demo admin (far in the
 * future, so lists soonest first keep the seeded season ahead of them), members joining and waiting, the REST view.
 */
import { randomUUID } from 'node:crypto';
import { createEvent, EVENT_FIELDS, type TestEvent as LibraryEvent } from '@momstride/testing';
import { expect } from 'vitest';
import { gatewayUrl, graphql, runMomstride, tempConfigDir, type CliRun } from './cli-harness.js';
import { adminEnv } from './users-harness.js';

/** An event as the CLI prints it: the test library's event without the viewer's own place in it (joined, waitlisted). */
export type TestEvent = Omit<LibraryEvent, 'isJoined' | 'isWaitlisted' | 'waitlistPosition'>;

const asPrinted = ({ isJoined: _joined, isWaitlisted: _waitlisted, waitlistPosition: _position, ...event }: LibraryEvent): TestEvent => event;

/** A start some years ahead at a random minute (UTC, whole minutes), unique enough to tell test events apart. */
export function futureDate(): string {
  const start = Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 365 * 24 * 60) * 60_000;
  return new Date(start).toISOString();
}

/**
 * A start three to four hours from now: sooner than the walks the stack's other tests make (days and years ahead), so
 * a test that looks for its walk in the first page of upcoming walks (100, soonest first) finds it, however many
 * walks the shared stack holds.
 */
export function soonFutureDate(): string {
  return new Date(Math.ceil(Date.now() / 60_000) * 60_000 + (180 + Math.floor(Math.random() * 60)) * 60_000).toISOString();
}

export function uniqueTitle(prefix = 'CLI walk'): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

async function adminToken(): Promise<string> {
  const token = (await adminEnv()).MOMSTRIDE_TOKEN;
  if (!token) throw new Error('no admin token');
  return token;
}

/** An event created without the CLI (the test library's createEvent) with this file's defaults: years ahead, for twelve. */
export const createTestEvent = async (input: Partial<Omit<TestEvent, 'id'>> = {}): Promise<TestEvent> =>
  asPrinted(await createEvent({ title: uniqueTitle(), description: 'A walk created by a CLI test', eventDate: futureDate(), location: 'Riverside Park', maxParticipants: 12, ...input }));

/** The event as the admin reads it through GraphQL. */
export async function readTestEvent(id: string): Promise<TestEvent> {
  const answer = await graphql<{ event: LibraryEvent }>(`query ($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`, { id }, await adminToken());
  if (!answer.data) throw new Error(`event failed: ${JSON.stringify(answer.errors)}`);
  return asPrinted(answer.data.event);
}

/** The dates of the series `eventId` belongs to that have not started, soonest first, as the admin reads them (GraphQL). */
export async function seriesDates(eventId: string): Promise<Array<{ id: string; eventDate: string }>> {
  const answer = await graphql<{ event: { series: { upcomingDates: Array<{ id: string; eventDate: string }> } | null } }>(
    'query ($id: ID!) { event(id: $id) { series { upcomingDates(limit: 52) { id eventDate } } } }',
    { id: eventId },
    await adminToken(),
  );
  if (!answer.data?.event.series) throw new Error(`series failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.event.series.upcomingDates;
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
