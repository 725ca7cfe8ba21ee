import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin, soonFutureDate, futureDate, restEvents, showJson, uniqueTitle, type TestEvent } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';
import { afterEffects } from '../../test-support/after-effects.js';
import type { FakeTerminal } from '../../test-support/fake-terminal.js';
import { eventually } from '@momstride/testing';

function createArgs(fields: Record<string, string>): string[] {
  return ['events', 'create', ...Object.entries(fields).flatMap(([flag, value]) => [`--${flag}`, value])];
}

const validFields = () => ({
  title: uniqueTitle('Sunrise walk'),
  description: 'Easy 5 km along the river',
  date: futureDate(),
  duration: '75',
  location: 'Riverside Park',
  max: '20',
});

/** Answers the prompt showing `label`: waits until it is drawn and listening, types the answer, presses enter. */
async function answer(terminal: FakeTerminal, label: string, text: string): Promise<void> {
  await eventually(() => terminal.screen().includes(`${label}:`) && terminal.isListening() || undefined, 15_000, `the "${label}" prompt`);
  await afterEffects();
  if (text) {
    terminal.type(text);
    await eventually(() => terminal.screen().includes(text) || undefined, 15_000, `the typed "${text}"`);
    await afterEffects();
  }
  terminal.type('\r');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('momstride events create', () => {
  it('creates an event from flags (admin); members then see it through GET /api/events', async () => {
    // Early: her walk is on the first page of upcoming walks members list.
    const fields = { ...validFields(), date: soonFutureDate() };
    const run = await asAdmin([...createArgs(fields), '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const created = JSON.parse(run.stdout) as TestEvent;
    expect(created).toMatchObject({
      title: fields.title,
      description: fields.description,
      eventDate: fields.date,
      durationMinutes: 75,
      location: 'Riverside Park',
      maxParticipants: 20,
      currentParticipants: 0,
      status: 'upcoming',
    });
    const member = await freshMember();
    const listed = await restEvents(member.accessToken, 'status=upcoming&limit=100');
    expect(listed.find((event) => event.id === created.id)).toMatchObject({
      title: fields.title,
      description: fields.description,
      event_date: fields.date,
      duration_minutes: 75,
      location: 'Riverside Park',
      max_participants: 20,
      current_participants: 0,
      status: 'upcoming',
    });
  });

  it('says so and prints the new event; no --max is unlimited, a date without offset is local time', async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const title = uniqueTitle('Evening stroll');
    const run = await asAdmin(createArgs({ title, description: 'All paces welcome', date: '2031-10-07T18:30', duration: '45' }));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [first, second, id] = run.stdout.split('\n');
    expect(first).toBe('Event created successfully!');
    expect(second).toBe(title);
    expect(id).toMatch(/^ {2}ID: [0-9a-f-]{36}$/);
    expect(run.stdout).toContain('  Starts: Tue, Oct 7, 2031, 6:30 PM PDT\n');
    expect(run.stdout).toContain('  Participants: 0/unlimited\n');
    const event = await showJson(id?.slice('  ID: '.length) ?? '');
    expect(event).toMatchObject({ eventDate: '2031-10-08T01:30:00.000Z', maxParticipants: null, location: null });
  });

  it.each([
    [{ title: '  ' }, 'Please fill in all required fields', 'title'],
    [{ description: '' }, 'Please fill in all required fields', 'description'],
    [{ date: '2020-01-01T09:00:00Z' }, 'Event date cannot be in the past', 'eventDate'],
    [{ duration: '0' }, 'Duration must be at least 1 minute', 'durationMinutes'],
    [{ max: '0' }, 'Maximum participants must be at least 1 (leave it empty for unlimited)', 'maxParticipants'],
  ])('prints the server message and exits 1 when the server refuses %j', async (change, message, field) => {
    const fields = { ...validFields(), ...change };
    const run = await asAdmin(createArgs(fields));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toBe(message);
    expect(run.stderr).toContain(`${field}: ${message}`);
    if (fields.title.trim()) expect((await asAdmin(['events', 'list', '--json', '--limit', '100'])).stdout).not.toContain(fields.title);
  });

  it('names the missing flags when not on a terminal (exit 2), and checks --date and --duration itself', async () => {
    const { title } = validFields();
    expect(await asAdmin(createArgs({ title, duration: '30' }))).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Missing --description, --date (not on a terminal, so nothing can be asked; see momstride events create --help)\n',
    });
    const badDate = await asAdmin(createArgs({ ...validFields(), date: 'next tuesday' }));
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toMatch(/option '--date <ISO>' argument 'next tuesday' is invalid\. Expected a date and time/);
    expect((await asAdmin(createArgs({ ...validFields(), duration: 'an hour' }))).code).toBe(2);
  });

  it('refuses a member with the server message (exit 1), and asks for login when signed out (exit 4)', async () => {
    const member = await freshMember();
    const fields = validFields();
    const refused = await runMomstride(createArgs(fields), { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(refused).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
    const signedOut = await runMomstride(createArgs(validFields()), { configDir: tempConfigDir() });
    expect(signedOut.code).toBe(4);
    expect(signedOut.stderr).toBe('You are not logged in. Run: momstride auth login\n');
  });

  describe('on a terminal (Ink prompts)', () => {
    it('asks for every field not given, checks each answer, then creates the event', async () => {
      vi.stubEnv('TZ', 'UTC');
      const title = uniqueTitle('Prompted walk');
      const { terminal, done } = runOnTerminal(['events', 'create', '--title', title], await adminEnv());
      await answer(terminal, 'Description', '');
      await eventually(() => terminal.screen().includes('Please fill in all required fields') || undefined, 15_000, 'the required-field message');
      await answer(terminal, 'Description', 'Hills and a picnic');
      await answer(terminal, 'Starts (local time)', 'next week');
      await eventually(() => terminal.screen().includes('Expected a date and time') || undefined, 15_000, 'the date problem');
      // The rejected answer stays in the input to be corrected: delete it.
      for (let index = 0; index < 'next week'.length; index += 1) terminal.type('\u007F');
      await answer(terminal, 'Starts (local time)', '2031-09-12T08:15');
      await answer(terminal, 'Duration in minutes', '120');
      await answer(terminal, 'Location (optional)', 'Hilltop car park');
      await answer(terminal, 'Max participants (optional)', '');
      expect(await done).toBe(0);
      expect(terminal.screen()).toContain('Event created successfully!');
      expect(terminal.screen()).not.toContain('? Title');
      const id = /ID\s+([0-9a-f-]{36})/.exec(terminal.screen())?.[1] ?? '';
      expect(await showJson(id)).toMatchObject({
        title,
        description: 'Hills and a picnic',
        eventDate: '2031-09-12T08:15:00.000Z',
        durationMinutes: 120,
        location: 'Hilltop car park',
        maxParticipants: null,
      });
    });

    it('tells a member before asking anything', async () => {
      const { terminal, done } = runOnTerminal(['events', 'create'], memberEnv(await freshMember()));
      expect(await done).toBe(1);
      expect(terminal.stderrText()).toBe(ADMIN_REQUIRED);
      expect(terminal.screen()).not.toContain('Title:');
    });
  });
});
