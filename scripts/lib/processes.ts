import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServiceProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** A field's value on one line: an error (pino's `err`) by its message, other objects as compact JSON, cut at 300 characters. */
function logValue(value: unknown): string {
  if (typeof value !== 'object') return String(value);
  const message = (value as { message?: unknown }).message;
  const text = typeof message === 'string' ? message : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * Turns one pino JSON line into a short human line (its fields as key=value, errors by message); other lines pass
 * through. `labelFromLog`: the line is labelled with the logger's own name (the service inside a monolith) when it has one.
 */
export function formatLogLine(name: string, line: string, labelFromLog = false): string {
  if (!line.startsWith('{')) return `[${name}] ${line}`;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const { level, msg, time: _time, pid: _pid, hostname: _host, name: logger, ...rest } = entry;
    if (labelFromLog && typeof logger === 'string') name = logger;
    const extras = Object.entries(rest)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => `${key}=${logValue(value)}`)
      .join(' ');
    const label = typeof level === 'number' ? (LEVELS[level] ?? String(level)) : String(level ?? 'info');
    return `[${name}] ${label.padEnd(5)} ${String(msg ?? '')}${extras ? `  ${extras}` : ''}`;
  } catch {
    return `[${name}] ${line}`;
  }
}

export interface SpawnOptions {
  readonly name: string;
  readonly script: string;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Where formatted log lines go; undefined keeps them (the last 200) for error reports only. */
  readonly log?: (line: string) => void;
  /** Label each line with its logger's name (formatLogLine): a process running several services. */
  readonly labelFromLog?: boolean;
}

/** Starts a Node service; its output is formatted line by line and the tail kept for error reports. */
export function spawnService(options: SpawnOptions): ServiceProcess & { tail(): string } {
  // BENCH_CPU_PROFILE_DIR (README, Benchmark): a V8 CPU profile of each service, written when it stops.
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, ['--enable-source-maps', ...profile, options.script], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  const onLine = (line: string): void => {
    const formatted = formatLogLine(options.name, line, options.labelFromLog);
    recent.push(formatted);
    if (recent.length > 200) recent.shift();
    options.log?.(formatted);
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', onLine);
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name: options.name, child, exited, tail: () => recent.join('\n') };
}

/** Polls `url` until it answers 200, failing early when the process ends or the time is up. */
export async function waitUntilReady(url: string, service: ServiceProcess & { tail(): string }, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void service.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${service.name} stopped during start-up:\n${service.tail()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${service.name} was not ready at ${url} after ${timeoutMs} ms:\n${service.tail()}`);
}

/** Sends SIGTERM, then SIGKILL after `graceMs`, and waits for the process to end. */
export async function stopService(service: ServiceProcess, graceMs = 5000): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill('SIGTERM');
  const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs);
  await service.exited;
  clearTimeout(timer);
}
