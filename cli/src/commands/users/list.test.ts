import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '@momstride/testing';
import { graphql, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';

interface ListedUser {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  role: string;
  isOrganizationOwner: boolean;
  hasPendingAdminRequest: boolean;
  businessName: string | null;
  businessCategory: string | null;
  followersCount: number;
  followingCount: number;
  createdAt: string;
}

async function listJson(argv: string[] = []): Promise<ListedUser[]> {
  const run = await runMomstride(['users', 'list', '--json', ...argv], { configDir: tempConfigDir(), env: await adminEnv() });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as ListedUser[];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('momstride users list', () => {
  it('--json prints the admin list as a clean JSON array of users', async () => {
    const member = await freshMember();
    const users = await listJson(['--all']);
    expect(Array.isArray(users)).toBe(true);
    const olivia = users.find((user) => user.email === 'olivia@momstride.example');
    expect(olivia).toEqual({
      id: '0b6a4f1e-5d1c-4c1e-9a51-000000000001',
      email: 'olivia@momstride.example',
      firstName: 'Olivia',
      lastName: 'Bennett',
      role: 'admin',
      isOrganizationOwner: true,
      hasPendingAdminRequest: false,
      suspendedAt: null,
      businessName: 'MomStride',
      businessCategory: 'fitness_wellness',
      followersCount: expect.any(Number),
      followingCount: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(users.find((user) => user.id === member.id)).toMatchObject({
      email: member.email,
      role: 'member',
      isOrganizationOwner: false,
      hasPendingAdminRequest: false,
      businessName: null,
      businessCategory: null,
      followersCount: 0,
      followingCount: 0,
    });
  });

  it('prints one tab-separated line per user without colors when piped', async () => {
    const users = await listJson(['--all']);
    const run = await runMomstride(['users', 'list', '--all'], { configDir: tempConfigDir(), env: await adminEnv() });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/\u001B\[/);
    // Other test files add and delete users meanwhile, so compare lines, not counts.
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    const olivia = users.find((user) => user.email === 'olivia@momstride.example');
    expect(lines).toContain(
      [
        'Olivia Bennett',
        'olivia@momstride.example',
        'MomStride',
        'fitness_wellness',
        'admin',
        `${olivia?.followersCount}/${olivia?.followingCount}`,
        olivia?.createdAt.slice(0, 10),
        'owner',
      ].join('\t'),
    );
    for (const line of lines) expect(line.split('\t')).toHaveLength(8);
  });

  it('--search asks the server; --category narrows the list to one business category', async () => {
    const byName = await listJson(['--search', 'Maya']);
    expect(byName.map((user) => user.email)).toContain('maya@momstride.example');
    expect(byName.map((user) => user.email)).not.toContain('olivia@momstride.example');

    const fitness = await listJson(['--all', '--category', 'fitness_wellness']);
    expect(fitness.map((user) => user.email)).toEqual(
      expect.arrayContaining(['olivia@momstride.example', 'maya@momstride.example']),
    );
    expect(fitness.every((user) => user.businessCategory === 'fitness_wellness')).toBe(true);
    expect(fitness.map((user) => user.email)).not.toContain('priya@momstride.example');

    const both = await listJson(['--search', 'Maya', '--category', 'consulting']);
    expect(both.map((user) => user.email)).not.toContain('maya@momstride.example');
  });

  it('pages with --search and --category on the server: each matching user once, the total counting only them', async () => {
    const tagged = await Promise.all(Array.from({ length: 5 }, () => freshMember()));
    const decoy = await freshMember();
    const tag = tagged[0]!.lastName;
    // Five members share a searchable business name and a category; the decoy has the name in another category.
    const profile = (member: typeof decoy, category: string) =>
      graphql(
        'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
        { input: { firstName: member.firstName, lastName: member.lastName, businessName: `Paged ${tag}`, businessCategory: category } },
        member.accessToken,
      );
    await Promise.all([...tagged.map((member) => profile(member, 'food_nutrition')), profile(decoy, 'consulting')]);

    const filters = ['--search', `Paged ${tag}`, '--category', 'food_nutrition'];
    const pages = [];
    for (const page of ['1', '2', '3']) pages.push(await listJson([...filters, '--limit', '2', '--page', page]));
    expect(pages.map((rows) => rows.length)).toEqual([2, 2, 1]);
    const ids = pages.flat().map((user) => user.id);
    expect([...ids].sort()).toEqual(tagged.map((member) => member.id).sort());
    expect(await listJson([...filters, '--limit', '2', '--page', '4'])).toEqual([]);
    expect((await listJson([...filters, '--all'])).map((user) => user.id)).toEqual(ids);

    vi.stubEnv('CI', 'false');
    vi.stubEnv('CONTINUOUS_INTEGRATION', 'false');
    const { terminal, done } = runOnTerminal(['users', 'list', ...filters, '--limit', '2', '--page', '2'], await adminEnv(), { columns: 250 });
    expect(await done).toBe(0);
    expect(terminal.screen().trimEnd().split('\n').at(-1)).toBe('Users 3–4 of 5 · page 2 of 3 · next: --page 3');
  });

  it('says so on stderr when nothing matches', async () => {
    const run = await runMomstride(['users', 'list', '--search', 'no-such-person-zzzz'], {
      configDir: tempConfigDir(),
      env: await adminEnv(),
    });
    expect(run).toEqual({ code: 0, stdout: '', stderr: 'No users found matching "no-such-person-zzzz"\n' });
  });

  it('exits 2 for an unknown category', async () => {
    const run = await runMomstride(['users', 'list', '--category', 'knitting'], {
      configDir: tempConfigDir(),
      env: await adminEnv(),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/argument 'knitting' is invalid/);
  });

  it('exits 1 with "Admin access required" and a hint for a member', async () => {
    const member = await freshMember();
    const run = await runMomstride(['users', 'list'], { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Admin access required\nSign in with an admin account: momstride auth login\n',
    });
  });

  it('exits 4 when not logged in', async () => {
    const run = await runMomstride(['users', 'list'], { configDir: tempConfigDir() });
    expect(run.code).toBe(4);
  });

  it('draws a table with headers, flags and the total on a terminal', async () => {
    vi.stubEnv('CI', 'false');
    vi.stubEnv('CONTINUOUS_INTEGRATION', 'false');
    // The owner is the oldest account, so on the last page of the whole list: search for her.
    const { terminal, done } = runOnTerminal(['users', 'list', '--search', 'olivia@momstride.example'], await adminEnv(), { columns: 250 });
    expect(await done).toBe(0);
    const screen = terminal.screen();
    const table = screen.slice(screen.indexOf('NAME')).trimEnd().split('\n');
    expect(table.at(-1)).toBe('1 user');
    expect(screen).toMatch(/NAME\s+EMAIL\s+BUSINESS\s+CATEGORY\s+ROLE\s+FOLLOWERS\/FOLLOWING\s+JOINED\s+FLAGS\n/);
    expect(screen).toMatch(
      /Olivia Bennett\s+olivia@momstride\.example\s+MomStride\s+Fitness & Wellness\s+admin\s+\d+\/\d+\s+\d{4}-\d{2}-\d{2}\s+owner\n/,
    );
  });

  it('fits the table to a narrow terminal', async () => {
    const { terminal, done } = runOnTerminal(['users', 'list', '--search', 'olivia'], await adminEnv(), { columns: 100 });
    expect(await done).toBe(0);
    const table = terminal.screen().slice(terminal.screen().indexOf('NAME'));
    const lines = table.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    expect(table).toMatch(/\nOlivia \S+\s+olivia@\S+\s+/);
  });

  it('shows one page (25 by default, --limit, --page) and says which users and page it is, and how to get the next', async () => {
    vi.stubEnv('CI', 'false');
    vi.stubEnv('CONTINUOUS_INTEGRATION', 'false');
    const { terminal, done } = runOnTerminal(['users', 'list', '--limit', '2', '--page', '2'], await adminEnv(), { columns: 250 });
    expect(await done).toBe(0);
    const table = terminal.screen().slice(terminal.screen().indexOf('NAME')).trimEnd().split('\n');
    expect(table).toHaveLength(4);
    expect(table.at(-1)).toMatch(/^Users 3–4 of (\d+) · page 2 of (\d+) · next: --page 3$/);

    expect((await listJson()).length).toBe(Math.min(25, (await listJson(['--all'])).length));
    // Other tests register members meanwhile, and the list is newest first: the two pages are compared with the first
    // six users as read before and after them, while the list stood still.
    const ids = (users: ReadonlyArray<{ id: string }>) => users.map((user) => user.id);
    await eventually(
      async () => {
        const six = ids(await listJson(['--limit', '6']));
        const pageOne = ids(await listJson(['--limit', '3']));
        const pageTwo = ids(await listJson(['--limit', '3', '--page', '2']));
        expect(ids(await listJson(['--limit', '6']))).toEqual(six);
        expect(pageOne).toEqual(six.slice(0, 3));
        expect(pageTwo).toEqual(six.slice(3, 6));
        return true;
      },
      30_000,
      'pages 1 and 2 of three, read while the list stood still',
    );
  });

  it('exits 2 for a page size above 100 or a page below 1', async () => {
    for (const argv of [['--limit', '101'], ['--page', '0'], ['--limit', 'many']]) {
      const run = await runMomstride(['users', 'list', ...argv], { configDir: tempConfigDir(), env: await adminEnv() });
      expect(run.code).toBe(2);
    }
  });
});
