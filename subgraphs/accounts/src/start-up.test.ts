/**
 * What accounts refuses at start-up (before it touches its database), and what it never logs: each case starts
 * the built accounts process as the launcher would, with one variable changed.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { subgraphEnv } from '../../../scripts/lib/stack.js';
import {
  eventually,
  registerUser,
  repoRoot,
  spawnService,
  startFreshSubgraphs,
  stopService,
  subgraphGql,
  subgraphs,
  workspaceOf,
} from '@momstride/testing';

const accounts = subgraphs.find((subgraph) => subgraph.name === 'accounts')!;

/** A key-shaped PEM block whose body is not a key. */
const GARBAGE_PEM = '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5IGF0IGFsbA==\n-----END PUBLIC KEY-----';

/** Starts accounts with the launcher's environment plus `changes` (undefined removes a variable); resolves when it exits. */
async function startAccountsExpectingExit(changes: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const env = subgraphEnv(
    {
      serverDatabaseUrl: inject('serverDatabaseUrl'),
      secrets: inject('stackSecrets'),
      subgraphPorts: { accounts: 1 },
      outboxDir: inject('outboxDir'),
      mediaDir: inject('mediaDir'),
      seedDemoData: false,
      nodeEnv: 'test',
      env: { LOG_LEVEL: 'fatal' },
    },
    accounts,
  );
  env.ACCESS_TOKEN_PRIVATE_KEY = inject('accessTokenPrivateKey');
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const service = spawnService({ name: 'accounts-start-up', script: join(repoRoot, workspaceOf(accounts), 'dist', 'index.js'), cwd: repoRoot, env });
  const timer = setTimeout(() => void stopService(service), 20_000);
  const code = await service.exited;
  clearTimeout(timer);
  return { code, output: service.tail() };
}

describe('accounts start-up', () => {
  it('production refuses to start without SMTP_URL (unless OUTBOX_DIR is set on purpose), saying why', async () => {
    const result = await startAccountsExpectingExit({ NODE_ENV: 'production', SMTP_URL: undefined, OUTBOX_DIR: undefined });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Invalid environment');
    expect(result.output).toMatch(/SMTP_URL: is required when NODE_ENV=production/);
    const blank = await startAccountsExpectingExit({ NODE_ENV: 'production', SMTP_URL: '', OUTBOX_DIR: ' ' });
    expect(blank.code).toBe(1);
    expect(blank.output).toMatch(/SMTP_URL: is required when NODE_ENV=production/);
  });

  it('production refuses SEED_DEMO_DATA=true, saying why', async () => {
    const result = await startAccountsExpectingExit({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/SEED_DEMO_DATA: demo data .* is refused when NODE_ENV=production/);
  });

  it('a malformed VIEWER_TOKEN_PUBLIC_KEY or ACCESS_TOKEN_PRIVATE_KEY stops start-up, naming the variable', async () => {
    const viewerKey = await startAccountsExpectingExit({ VIEWER_TOKEN_PUBLIC_KEY: GARBAGE_PEM });
    expect(viewerKey.code).toBe(1);
    expect(viewerKey.output).toContain('VIEWER_TOKEN_PUBLIC_KEY is not a readable Ed25519 public key (PEM)');
    const accessKey = await startAccountsExpectingExit({ ACCESS_TOKEN_PRIVATE_KEY: GARBAGE_PEM.replace(/PUBLIC/g, 'PRIVATE') });
    expect(accessKey.code).toBe(1);
    expect(accessKey.output).toContain('ACCESS_TOKEN_PRIVATE_KEY is not a readable Ed25519 private key (PEM)');
    // A real key of the wrong kind is refused too (the viewer key must be the public half).
    const privateAsPublic = await startAccountsExpectingExit({ VIEWER_TOKEN_PUBLIC_KEY: inject('viewerTokenPrivateKey') });
    expect(privateAsPublic.code).toBe(1);
    expect(privateAsPublic.output).toContain('VIEWER_TOKEN_PUBLIC_KEY is not a readable Ed25519 public key (PEM)');
  });

  it('production with an explicit outbox starts, mails the reset link and never logs it', async () => {
    const lines: string[] = [];
    const fresh = await startFreshSubgraphs(['accounts'], { LOG_LEVEL: 'debug' }, { nodeEnv: 'production', log: (line) => lines.push(line) });
    try {
      const base = fresh.urls['accounts']!;
      const member = await registerUser({}, base);
      const email = member.user.email!;
      const asked = await subgraphGql<{ requestPasswordReset: boolean }>('accounts', 'mutation ($email: String!) { requestPasswordReset(email: $email) }', { email }, {}, base);
      expect(asked.data?.requestPasswordReset).toBe(true);
      const mails = await eventually(
        async () => {
          const written = (await readdir(fresh.outboxDir)).filter((name) => name.endsWith('.json'));
          return written.length > 0 ? written : undefined;
        },
        10_000,
        'the reset mail in the outbox',
      );
      expect(mails).toHaveLength(1);
      // The log line follows the file's rename; under load it can reach us a little after the file does.
      await expect.poll(() => lines.some((line) => line.includes('mail written to the dev outbox')), { timeout: 5000 }).toBe(true);
      expect(lines.filter((line) => /reset-password\?token=|resetLink/.test(line))).toEqual([]);
    } finally {
      await fresh.stop();
    }
  });
});
