import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { asAdmin, createTestEvent, soonFutureDate, type TestEvent } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';

async function listJson(argv: string[]): Promise<TestEvent[]> {
  const run = await asAdmin(['events', 'list', '--json', ...argv]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as TestEvent[];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('momstride events list', () => {
  it('--json prints the events as a JSON array, with --status and --limit answered by the server', async () => {
    const event = await createTestEvent({ eventDate: soonFutureDate(), maxParticipants: null, location: null });
    const upcoming = await listJson(['--status', 'upcoming', '--limit', '100']);
    expect(upcoming.find((entry) => entry.id === event.id)).toEqual({
      id: event.id,
      title: event.title,
      description: 'A walk created by a CLI test',
      eventDate: event.eventDate,
      durationMinutes: 60,
      location: null,
      maxParticipants: null,
      currentParticipants: 0,
      status: 'upcoming',
      waitlistCount: 0,
      guestLimit: 0,
      series: null,
    });
    expect(upcoming.every((entry) => entry.status === 'upcoming')).toBe(true);
    const starts = upcoming.map((entry) => Date.parse(entry.eventDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const completed = await listJson(['--status', 'completed']);
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((entry) => entry.status === 'completed')).toBe(true);

    expect(await listJson(['--limit', '2'])).toHaveLength(2);
  });

  it('prints one tab-separated line per event when piped: raw date (UTC) and minutes, places and status', async () => {
    const event = await createTestEvent({ eventDate: soonFutureDate(), durationMinutes: 90, maxParticipants: 12 });
    const run = await asAdmin(['events', 'list', '--status', 'upcoming', '--limit', '100']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/\u001B\[/);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toContain([event.id, event.title, event.eventDate, '90', 'Riverside Park', '0/12', 'upcoming'].join('\t'));
    for (const line of lines) expect(line.split('\t')).toHaveLength(7);
  });

  it('draws a table on a terminal with the date and time in the local time zone', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const event = await createTestEvent({ eventDate: soonFutureDate(), durationMinutes: 90, maxParticipants: null });
    // As a clock in New York shows it ("Wed, Jan 15, 2031, 12:00 PM EST").
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(event.eventDate));
    expect(local).toMatch(/ E[SD]T$/);
    const { terminal, done } = runOnTerminal(['events', 'list', '--status', 'upcoming', '--limit', '100'], await adminEnv(), { columns: 250 });
    expect(await done).toBe(0);
    const screen = terminal.screen();
    expect(screen).toMatch(/ID\s+TITLE\s+DATE\s+DURATION\s+LOCATION\s+PARTICIPANTS\s+STATUS\n/);
    const row = screen.split('\n').find((line) => line.startsWith(event.id));
    expect(row).toMatch(new RegExp(`^${event.id}\\s+${event.title}\\s+${local}\\s+1 h 30 min\\s+Riverside Park\\s+0/unlimited\\s+upcoming\\s*$`));
    expect(screen.trimEnd().split('\n').at(-1)).toMatch(/^\d+ events/);
  });

  it('keeps ids whole on a narrow terminal (they are what the other commands take)', async () => {
    const event = await createTestEvent({ eventDate: soonFutureDate(), title: `A rather long title for a narrow terminal ${Date.now()}` });
    const { terminal, done } = runOnTerminal(['events', 'list', '--status', 'upcoming', '--limit', '100'], await adminEnv(), { columns: 100 });
    expect(await done).toBe(0);
    const lines = terminal.screen().split('\n');
    expect(lines.find((line) => line.startsWith(`${event.id}  `))).toBeDefined();
    for (const line of lines.slice(lines.findIndex((line) => line.startsWith('ID ')))) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('is open to members', async () => {
    const member = await freshMember();
    const run = await runMomstride(['events', 'list', '--json', '--limit', '3'], { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveLength(3);
  });

  it('exits 4 when not logged in, 2 for a bad status or limit', async () => {
    const run = await runMomstride(['events', 'list'], { configDir: tempConfigDir() });
    expect(run).toEqual({ code: 4, stdout: '', stderr: 'You are not logged in. Run: momstride auth login\n' });
    for (const argv of [['--status', 'soon'], ['--limit', '0'], ['--limit', '101']]) {
      expect((await asAdmin(['events', 'list', ...argv])).code).toBe(2);
    }
  });
});
