import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { asAdmin, createTestEvent, showJson } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';
import { joinEvent } from '@momstride/testing';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('momstride events show', () => {
  it('--json prints the event with its end, fullness and creator', async () => {
    const event = await createTestEvent({ maxParticipants: 1 });
    await joinEvent(await freshMember(), event.id);
    expect(await showJson(event.id)).toEqual({
      ...event,
      currentParticipants: 1,
      endsAt: new Date(Date.parse(event.eventDate) + 60 * 60_000).toISOString(),
      isFull: true,
      cancelledAt: null,
      guestLimit: 0,
      series: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      createdBy: { id: '0b6a4f1e-5d1c-4c1e-9a51-000000000001', firstName: 'Olivia', lastName: 'Bennett', email: 'olivia@momstride.example' },
    });
  });

  it('prints "Label: value" lines when piped, times in the local time zone', async () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    const event = await createTestEvent({ eventDate: '2031-07-04T06:30:00.000Z', durationMinutes: 45, maxParticipants: null });
    const run = await asAdmin(['events', 'show', event.id]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        [
          `^${event.title}`,
          `  ID: ${event.id}`,
          '  Status: upcoming',
          '  Starts: Fri, Jul 4, 2031, 8:30 AM GMT\\+2',
          '  Ends: Fri, Jul 4, 2031, 9:15 AM GMT\\+2',
          '  Duration: 45 min',
          '  Location: Riverside Park',
          '  Participants: 0/unlimited',
          '  Description: A walk created by a CLI test',
          '  Created: .+ by Olivia Bennett\n$',
        ].join('\n'),
      ),
    );
  });

  it('shows the event on a terminal', async () => {
    const event = await createTestEvent();
    const { terminal, done } = runOnTerminal(['events', 'show', event.id], await adminEnv());
    expect(await done).toBe(0);
    expect(terminal.screen()).toContain(event.title);
    expect(terminal.screen()).toMatch(/Participants\s+0\/12\n/);
  });

  it('is open to members', async () => {
    const event = await createTestEvent();
    const run = await runMomstride(['events', 'show', event.id, '--json'], { configDir: tempConfigDir(), env: memberEnv(await freshMember()) });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: event.id, title: event.title });
  });

  it('exits 1 with the server message for an unknown id, 2 for something that is not an id', async () => {
    expect(await asAdmin(['events', 'show', '00000000-0000-4000-8000-00000000beef'])).toEqual({ code: 1, stdout: '', stderr: 'Event not found\n' });
    const run = await asAdmin(['events', 'show', 'sunrise-walk']);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'Expected an event id (see: momstride events list), got "sunrise-walk"\n' });
  });
});
