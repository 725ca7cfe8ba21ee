/** The streams a command talks through; tests pass their own. */
export interface Io {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export function processIo(): Io {
  return {
    // process.stdin is a stream Node makes at its first use (over a file, a pipe or a terminal, a few ms): only a
    // command that reads its input or asks a question touches it.
    get stdin() {
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
  };
}

/** Rich (Ink) output is for people: only when stdout is a terminal. */
export function stdoutIsTerminal(io: Io): boolean {
  return io.stdout.isTTY === true;
}

/** Prompts need a person at both ends: stdin and stdout are terminals. */
export function canPrompt(io: Io): boolean {
  return io.stdin.isTTY === true && io.stdout.isTTY === true;
}

/** Reads the whole stream as UTF-8 text. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first line of a stream's text, without its line ending (how `--password-stdin` reads a password). */
export async function readFirstLine(stream: NodeJS.ReadableStream): Promise<string> {
  const text = await readAll(stream);
  return text.split(/\r?\n/, 1)[0] ?? '';
}
