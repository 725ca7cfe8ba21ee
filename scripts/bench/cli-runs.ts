/**
 * The `cli` bench target: how long a script waits for `momstride … --json`, run after run. Signs the demo admin
 * in with the built CLI (a temporary MOMSTRIDE_CONFIG_DIR), then runs each command `runs` times in turn (after
 * two unmeasured runs each) with stdout a pipe, as a script would: wall ms per run (spawn to exit), and CPU ms
 * per run of the CLI process (the bench's children's CPU from /proc/self/stat, cutime + cstime: every thread,
 * counted when the child is reaped) and of the stack's processes meanwhile.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSnapshot, cpuUsed, TICK_MS, type CpuProbe, type CpuUse } from './cpu.js';

export interface CliCommandFigures {
  readonly command: string;
  readonly runs: number;
  readonly wallP50: number;
  readonly wallP95: number;
  /** CPU ms per run of the CLI process (all its threads). */
  readonly cliCpuMs: number;
  /** CPU ms per run of each stack process (gateway, subgraphs, postgres). */
  readonly stack: CpuUse;
  readonly failures: number;
}

/** CPU ms of this process's reaped children so far (cutime + cstime of /proc/self/stat). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces, in parentheses): cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

function runOnce(bin: string, args: readonly string[], env: NodeJS.ProcessEnv, input?: string): Promise<{ code: number; ms: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, ms: performance.now() - started, stderr }));
    child.stdin.end(input ?? '');
  });
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

/**
 * Measures `commands` (argument lists after `momstride`) against the gateway at `gatewayUrl`, signed in as
 * `admin`. Runs the commands in turn (a, b, a, b, …) so a busier moment of the machine reaches all of them.
 */
export async function measureCli(options: {
  bin: string;
  gatewayUrl: string;
  admin: { email: string; password: string };
  commands: readonly (readonly string[])[];
  runs: number;
  probe: CpuProbe;
}): Promise<CliCommandFigures[]> {
  if (!existsSync(options.bin)) throw new Error(`${options.bin} is missing: run npm run build`);
  const configHome = mkdtempSync(join(tmpdir(), 'momstride-bench-cli-'));
  try {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '',
      HOME: configHome,
      MOMSTRIDE_API: options.gatewayUrl,
      MOMSTRIDE_CONFIG_DIR: join(configHome, 'config'),
    };
    const login = await runOnce(options.bin, ['auth', 'login', '--email', options.admin.email, '--password-stdin'], env, `${options.admin.password}\n`);
    if (login.code !== 0) throw new Error(`momstride auth login failed (${login.code}): ${login.stderr.trim()}`);

    const walls = options.commands.map(() => [] as number[]);
    const cpu = options.commands.map(() => 0);
    const failures = options.commands.map(() => 0);
    const stackUse: CpuUse[] = options.commands.map(() => ({ byProcess: {}, postgresByDatabase: {} }));
    for (const args of options.commands) for (let i = 0; i < 2; i += 1) await runOnce(options.bin, args, env);
    for (let run = 0; run < options.runs; run += 1) {
      for (const [index, args] of options.commands.entries()) {
        const stackBefore = cpuSnapshot(options.probe);
        const cpuBefore = childrenCpuMs();
        const result = await runOnce(options.bin, args, env);
        cpu[index]! += childrenCpuMs() - cpuBefore;
        const used = cpuUsed(stackBefore, cpuSnapshot(options.probe));
        for (const [name, ms] of Object.entries(used.byProcess)) stackUse[index]!.byProcess[name] = (stackUse[index]!.byProcess[name] ?? 0) + ms;
        walls[index]!.push(result.ms);
        if (result.code !== 0) failures[index]! += 1;
      }
    }
    return options.commands.map((args, index) => ({
      command: `momstride ${args.join(' ')}`,
      runs: options.runs,
      wallP50: percentile(walls[index]!, 50),
      wallP95: percentile(walls[index]!, 95),
      cliCpuMs: cpu[index]! / options.runs,
      stack: {
        byProcess: Object.fromEntries(Object.entries(stackUse[index]!.byProcess).map(([name, ms]) => [name, ms / options.runs])),
        postgresByDatabase: {},
      },
      failures: failures[index]!,
    }));
  } finally {
    rmSync(configHome, { recursive: true, force: true });
  }
}
