import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { captureIo } from '../test-support/cli-harness.js';
import { ConfirmPrompt } from '../ui/confirm-prompt.js';
import { Table } from '../ui/table.js';
import { UsageError } from './errors.js';
import { Output } from './output.js';
import { eventually } from '@momstride/testing';

interface Person {
  name: string;
  role: string;
}
const people: Person[] = [
  { name: 'Olivia Bennett', role: 'admin' },
  { name: 'Maya\tLopez', role: 'member' },
];
const columns = [
  { header: 'Name', value: (row: Person) => row.name },
  { header: 'Role', value: (row: Person) => row.role },
];

describe('Output', () => {
  it('prints tab-separated rows without colors when piped', async () => {
    const io = captureIo();
    await new Output(io).table({ rows: people, columns });
    expect(io.stdoutText()).toBe('Olivia Bennett\tadmin\nMaya Lopez\tmember\n');
  });

  it('prints JSON with --json', async () => {
    const io = captureIo();
    await new Output(io, { json: true }).table({ rows: people, columns });
    expect(JSON.parse(io.stdoutText())).toEqual(people);
  });

  it('says so on stderr when there is nothing to list', async () => {
    const io = captureIo();
    await new Output(io).table({ rows: [], columns, empty: 'No users found' });
    expect(io.stdoutText()).toBe('');
    expect(io.stderrText()).toBe('No users found\n');
  });

  it('runs tasks without a spinner when piped', async () => {
    const io = captureIo();
    expect(await new Output(io).task('Working...', async () => 42)).toBe(42);
    expect(io.stdoutText()).toBe('');
  });

  it('requires --yes to confirm when not on a terminal', async () => {
    const output = new Output(captureIo());
    await expect(output.confirm('Delete user?', {})).rejects.toThrow(UsageError);
    await expect(output.confirm('Delete Maya Patel?', { action: 'delete Maya Patel' })).rejects.toThrow(
      'Refusing to delete Maya Patel without --yes when not on a terminal',
    );
    await expect(output.confirm('Delete user?', { yes: true })).resolves.toBeUndefined();
  });
});

describe('Table', () => {
  it('aligns columns under bold headers', () => {
    const { lastFrame } = render(<Table rows={people} columns={columns} />);
    const lines = (lastFrame() ?? '').split('\n');
    expect(lines[0]).toMatch(/^NAME\s+ROLE/);
    expect(lines[1]).toMatch(/^Olivia Bennett\s+admin/);
    expect(lines[1]?.indexOf('admin')).toBe(lines[0]?.indexOf('ROLE'));
  });
});

describe('ConfirmPrompt', () => {
  it('answers yes on "y"', async () => {
    const onAnswer = vi.fn();
    const { stdin, lastFrame } = render(<ConfirmPrompt message="Delete user Maya Lopez?" onAnswer={onAnswer} />);
    expect(lastFrame()).toContain('Delete user Maya Lopez?');
    await eventually(() => stdin.listenerCount('readable') > 0 || undefined, 15_000, 'the prompt to listen');
    stdin.write('y');
    await eventually(() => onAnswer.mock.calls.length > 0 || undefined, 15_000, 'an answer');
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('answers no on "n"', async () => {
    const onAnswer = vi.fn();
    const { stdin, lastFrame } = render(<ConfirmPrompt message="Change Maya Patel's role from member to admin?" onAnswer={onAnswer} />);
    await eventually(() => stdin.listenerCount('readable') > 0 || undefined, 15_000, 'the prompt to listen');
    stdin.write('n');
    await eventually(() => onAnswer.mock.calls.length > 0 || undefined, 15_000, 'an answer');
    expect(onAnswer).toHaveBeenCalledWith(false);
    await eventually(() => (lastFrame() ?? '').includes('no') || undefined, 15_000, 'the answer shown');
  });

  it('defaults to no on enter', async () => {
    const onAnswer = vi.fn();
    const { stdin } = render(<ConfirmPrompt message="Delete?" onAnswer={onAnswer} />);
    await eventually(() => stdin.listenerCount('readable') > 0 || undefined, 15_000, 'the prompt to listen');
    stdin.write('\r');
    await eventually(() => onAnswer.mock.calls.length > 0 || undefined, 15_000, 'an answer');
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});
