import { describe, expect, it } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin, createTestEvent, readTestEvent } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';
import { eventually, joinEvent } from '@momstride/testing';

describe('momstride events cancel', () => {
  it('cancels with --yes; again changes nothing', async () => {
    const event = await createTestEvent();
    await joinEvent(await freshMember(), event.id);
    expect(await asAdmin(['events', 'cancel', event.id, '--yes'])).toEqual({ code: 0, stdout: `Cancelled "${event.title}"\n`, stderr: '' });
    expect(await readTestEvent(event.id)).toMatchObject({ status: 'cancelled' });
    expect(await asAdmin(['events', 'cancel', event.id, '--yes'])).toEqual({ code: 0, stdout: `"${event.title}" is already cancelled\n`, stderr: '' });
  });

  it('refuses to act without --yes when not on a terminal (exit 2)', async () => {
    const event = await createTestEvent();
    expect(await asAdmin(['events', 'cancel', event.id])).toEqual({
      code: 2,
      stdout: '',
      stderr: `Refusing to cancel "${event.title}" without --yes when not on a terminal\n`,
    });
    expect(await readTestEvent(event.id)).toMatchObject({ status: 'upcoming' });
  });

  it('refuses a member (exit 1) before asking anything', async () => {
    const event = await createTestEvent();
    const run = await runMomstride(['events', 'cancel', event.id], { configDir: tempConfigDir(), env: memberEnv(await freshMember()) });
    expect(run).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
    expect(await readTestEvent(event.id)).toMatchObject({ status: 'upcoming' });
  });

  it('prints the server message for an unknown event (exit 1)', async () => {
    expect(await asAdmin(['events', 'cancel', '00000000-0000-4000-8000-00000000beef', '--yes'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Event not found\n',
    });
  });

  describe('on a terminal (Ink confirm)', () => {
    it('"n" keeps the event (exit 1); "y" cancels it', async () => {
      const event = await createTestEvent();
      await joinEvent(await freshMember(), event.id);

      const declined = runOnTerminal(['events', 'cancel', event.id], await adminEnv(), { columns: 200 });
      await eventually(
        () => declined.terminal.screen().includes(`Cancel "${event.title}" on `) && declined.terminal.isListening() || undefined,
        15_000,
        'the confirm prompt',
      );
      expect(declined.terminal.screen()).toContain('1 member (joined or waiting) will be told.');
      declined.terminal.type('n');
      expect(await declined.done).toBe(1);
      expect(declined.terminal.stderrText()).toBe('Cancelled.\n');
      expect(await readTestEvent(event.id)).toMatchObject({ status: 'upcoming' });

      const accepted = runOnTerminal(['events', 'cancel', event.id], await adminEnv());
      await eventually(() => accepted.terminal.isListening() || undefined, 15_000, 'the confirm prompt');
      accepted.terminal.type('y');
      expect(await accepted.done).toBe(0);
      expect(accepted.terminal.screen()).toContain(`Cancelled "${event.title}"`);
      expect(await readTestEvent(event.id)).toMatchObject({ status: 'cancelled' });
    });
  });
});
