import { describe, expect, it } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin, createTestEvent, futureDate, readTestEvent, showJson } from '../../test-support/events-harness.js';
import { freshMember, memberEnv } from '../../test-support/users-harness.js';
import { joinEvent } from '@momstride/testing';

describe('momstride events update', () => {
  it('changes only the given fields', async () => {
    const event = await createTestEvent({ maxParticipants: 12 });
    const run = await asAdmin(['events', 'update', event.id, '--max', '30']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Event updated successfully!\n${event.title}\n`));
    expect(run.stdout).toContain('  Participants: 0/30\n');
    const { maxParticipants, ...unchanged } = event;
    expect(maxParticipants).toBe(12);
    expect(await readTestEvent(event.id)).toEqual({ ...unchanged, maxParticipants: 30 });

    const date = futureDate();
    const moved = await asAdmin(['events', 'update', event.id, '--title', 'Moonlight walk', '--date', date, '--duration', '40', '--location', '', '--json']);
    expect(moved.code).toBe(0);
    expect(JSON.parse(moved.stdout)).toMatchObject({
      ...unchanged,
      title: 'Moonlight walk',
      eventDate: date,
      durationMinutes: 40,
      location: null,
      maxParticipants: 30,
    });
  });

  it('--unlimited removes the limit; --max and --unlimited together are a usage error', async () => {
    const event = await createTestEvent({ maxParticipants: 5 });
    expect((await asAdmin(['events', 'update', event.id, '--unlimited'])).code).toBe(0);
    expect(await showJson(event.id)).toMatchObject({ maxParticipants: null, description: event.description });
    const both = await asAdmin(['events', 'update', event.id, '--max', '3', '--unlimited']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/option '--unlimited' cannot be used with option '--max <n>'/);
  });

  it('prints the server message and exits 1 for a limit below the members who joined, leaving the event as it was', async () => {
    const event = await createTestEvent({ maxParticipants: 4 });
    await joinEvent(await freshMember(), event.id);
    await joinEvent(await freshMember(), event.id);
    const run = await asAdmin(['events', 'update', event.id, '--max', '1']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toBe('Maximum participants cannot be lower than the 2 members who have already joined');
    expect(await readTestEvent(event.id)).toMatchObject({ maxParticipants: 4, currentParticipants: 2 });

    const blank = await asAdmin(['events', 'update', event.id, '--title', ' ']);
    expect(blank.code).toBe(1);
    expect(blank.stderr.split('\n')[0]).toBe('Please fill in all required fields');
  });

  it('exits 2 when nothing is to change or the id is not one', async () => {
    const event = await createTestEvent();
    const run = await asAdmin(['events', 'update', event.id]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Nothing to change: give at least one of --title, --description, --date, --duration, --location, --max, --unlimited, --guest-limit\n$/);
    expect((await asAdmin(['events', 'update', 'walk-1', '--max', '3'])).code).toBe(2);
  });

  it('refuses a member (exit 1) and leaves the event alone; an unknown event is the server message', async () => {
    const event = await createTestEvent();
    const run = await runMomstride(['events', 'update', event.id, '--title', 'Mine now'], { configDir: tempConfigDir(), env: memberEnv(await freshMember()) });
    expect(run).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
    expect((await readTestEvent(event.id)).title).toBe(event.title);
    expect(await asAdmin(['events', 'update', '00000000-0000-4000-8000-00000000beef', '--max', '3'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Event not found\n',
    });
  });
});
