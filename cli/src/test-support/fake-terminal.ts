/**
 * Streams that look like a terminal to the CLI (isTTY on both ends), so a command's interactive path (Ink
 * prompts) can run in-process. Modeled on ink-testing-library's streams.
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Io } from '../services/io.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001B\[[0-9;?]*[ -/]*[@-~]|\u001B\][^\u0007]*\u0007/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

class TerminalStdin extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  type = (text: string): void => {
    this.data = text;
    this.emit('readable');
    this.emit('data', text);
  };
  read = (): string | null => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
}

class TerminalStdout extends EventEmitter {
  isTTY = true;
  columns = 100;
  rows = 40;
  text = '';
  write = (chunk: string | Uint8Array): boolean => {
    this.text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  };
}

export interface FakeTerminal {
  io: Io;
  type(text: string): void;
  /** True once Ink listens to stdin (works on CI too, where Ink prints only the last frame). */
  isListening(): boolean;
  /** Everything written to stdout so far, without ANSI escapes. */
  screen(): string;
  stderrText(): string;
}

export function fakeTerminal(): FakeTerminal {
  const stdin = new TerminalStdin();
  const stdout = new TerminalStdout();
  const stderr = new PassThrough();
  let err = '';
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return {
    io: { stdin: stdin as unknown as Io['stdin'], stdout: stdout as unknown as Io['stdout'], stderr },
    type: (text) => stdin.type(text),
    isListening: () => stdin.listenerCount('readable') > 0,
    screen: () => stripAnsi(stdout.text),
    stderrText: () => err,
  };
}
