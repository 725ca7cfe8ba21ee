import type { SystemReport } from '@momstride/contracts/system-report';
import { describe, expect, it } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { freshMember, memberEnv } from '../../test-support/users-harness.js';

const SERVICES = ['gateway', 'accounts', 'community', 'events-wellness', 'messaging', 'media-reviews', 'commerce'];

describe('momstride status', () => {
  it('prints the System report: --json as the route answers it, else a summary with every service', async () => {
    const json = await asAdmin(['status', '--json']);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    const report = JSON.parse(json.stdout) as SystemReport;
    expect(report.services.map((service) => service.name)).toEqual(SERVICES);
    expect(typeof report.collecting).toBe('boolean');

    const plain = await asAdmin(['status']);
    expect(plain).toMatchObject({ code: 0, stderr: '' });
    const lines = plain.stdout.split('\n');
    expect(lines[0]).toMatch(/^MomStride at http:\/\/127\.0\.0\.1:\d+ — /);
    expect(lines).toContainEqual(expect.stringMatching(/^SERVICE\s+STATE\s+VERSION\s+REQ\/MIN\s+ERRORS\s+P50\s+P95\s+P99$/));
    for (const name of SERVICES) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${name}\\s+(up|DOWN)\\s`)));
    expect(lines).toContain('Slowest operations (p95)');
    expect(lines).toContain('Queues');
  });

  it('refuses a member (exit 1, "Admin access required")', async () => {
    const member = await freshMember();
    const run = await runMomstride(['status', '--json'], { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(run).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
  });
});
