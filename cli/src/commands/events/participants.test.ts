import { describe, expect, it } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin, createTestEvent } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal, type FreshUser } from '../../test-support/users-harness.js';
import { joinEvent, leaveEvent } from '@momstride/testing';

interface Attendees {
  id: string;
  title: string;
  currentParticipants: number;
  waitlistCount: number;
  participants: { joinedAt: string; promotedFromWaitlistAt: string | null; user: { id: string; email: string | null } }[];
  waitlist: { position: number; joinedAt: string; user: { id: string; email: string | null } }[];
}

async function attendees(id: string): Promise<Attendees> {
  const run = await asAdmin(['events', 'participants', id, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Attendees;
}

const ids = (entries: readonly { user: { id: string } }[]) => entries.map((entry) => entry.user.id);

/** A full event (2 places) with two participants and two members waiting, each step in turn. */
async function fullEvent(): Promise<{ id: string; title: string; members: FreshUser[] }> {
  const event = await createTestEvent({ maxParticipants: 2 });
  const members = await Promise.all([freshMember(), freshMember(), freshMember(), freshMember()]);
  const [first, second, third, fourth] = members as [FreshUser, FreshUser, FreshUser, FreshUser];
  await joinEvent(second, event.id);
  await joinEvent(first, event.id);
  await joinEvent(fourth, event.id, 'waitlist');
  await joinEvent(third, event.id, 'waitlist');
  return { id: event.id, title: event.title, members: [second, first, fourth, third] };
}

describe('momstride events participants', () => {
  it('--json: who joined in join order and who waits in line order; a place freed goes to the first in line', async () => {
    const { id, members } = await fullEvent();
    const [joinedFirst, joinedSecond, waitingFirst, waitingSecond] = members as [FreshUser, FreshUser, FreshUser, FreshUser];
    const before = await attendees(id);
    expect(before).toMatchObject({ id, currentParticipants: 2, waitlistCount: 2 });
    expect(ids(before.participants)).toEqual([joinedFirst.id, joinedSecond.id]);
    expect(before.participants[0]?.user).toEqual({ id: joinedFirst.id, firstName: joinedFirst.firstName, lastName: joinedFirst.lastName, email: joinedFirst.email, businessName: null });
    expect(before.waitlist.map((entry) => [entry.position, entry.user.id])).toEqual([
      [1, waitingFirst.id],
      [2, waitingSecond.id],
    ]);

    await leaveEvent(joinedFirst, id);
    const after = await attendees(id);
    expect(ids(after.participants)).toEqual([joinedSecond.id, waitingFirst.id]);
    expect(after.participants[1]?.promotedFromWaitlistAt).toEqual(expect.any(String));
    expect(after.waitlist.map((entry) => [entry.position, entry.user.id])).toEqual([[1, waitingSecond.id]]);
  });

  it('prints tab-separated lines when piped and a table with the count on a terminal', async () => {
    const { id, title, members } = await fullEvent();
    const [joinedFirst, , waitingFirst] = members as [FreshUser, FreshUser, FreshUser];
    const piped = await asAdmin(['events', 'participants', id]);
    expect(piped.code).toBe(0);
    const lines = piped.stdout.trimEnd().split('\n').map((line) => line.split('\t'));
    expect(lines.map((line) => line.slice(0, 2))).toEqual([
      ['joined', '1'],
      ['joined', '2'],
      ['waitlist', '1'],
      ['waitlist', '2'],
    ]);
    expect(lines[0]).toEqual(['joined', '1', joinedFirst.name, joinedFirst.email, '', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.+Z$/), '']);
    expect(lines[2]?.slice(2, 4)).toEqual([waitingFirst.name, waitingFirst.email]);

    const { terminal, done } = runOnTerminal(['events', 'participants', id], await adminEnv(), { columns: 250 });
    expect(await done).toBe(0);
    const screen = terminal.screen();
    expect(screen).toContain(`${title} · `);
    expect(screen).toMatch(/LIST\s+#\s+NAME\s+EMAIL\s+BUSINESS\s+SINCE\s+NOTE\n/);
    expect(screen).toMatch(new RegExp(`waitlist\\s+1\\s+${waitingFirst.name}\\s+${waitingFirst.email.replace(/[.]/g, '\\.')}`));
    expect(screen.trimEnd().split('\n').at(-1)).toBe('2 joined of 2 places · 2 on the waitlist');
  });

  it('says when no one has joined', async () => {
    const event = await createTestEvent();
    expect(await asAdmin(['events', 'participants', event.id])).toEqual({ code: 0, stdout: '', stderr: `No one has joined "${event.title}" yet\n` });
  });

  it('refuses a member with the server message (exit 1)', async () => {
    const event = await createTestEvent();
    const member = await freshMember();
    await joinEvent(member, event.id);
    const run = await runMomstride(['events', 'participants', event.id, '--json'], { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(run).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
  });
});
