import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorOf, OWNER_ID, OWNER_VIEWER, refresh, registerUser, subgraph, viewerOf, type ViewerOptions } from '@momstride/testing';

const accounts = subgraph('accounts');

const ADMIN_USERS = `query($search: String) { adminUsers(search: $search) { total users { id email role isOrganizationOwner } } }`;
const SET_ROLE = `mutation($id: ID!, $role: Role!) { setUserRole(userId: $id, role: $role) { id role hasPendingAdminRequest } }`;
const GRANT = `mutation($id: ID!) { grantAdminRequest(userId: $id) { id role hasPendingAdminRequest } }`;
const PENDING = `{ pendingAdminRequests { id hasPendingAdminRequest } }`;
const DELETE = `mutation($id: ID!) { deleteUser(userId: $id) }`;
const FOLLOW = `mutation($id: ID!) { follow(userId: $id) { isFollowing } }`;

const FORBIDDEN = { code: 'FORBIDDEN', message: 'Admin access required' };
const OWNER_PROTECTED = { code: 'FORBIDDEN', message: 'The organization owner cannot be changed or deleted' };
const NOT_FOUND = { code: 'NOT_FOUND', message: 'User not found' };

/** A fresh admin (promoted by the owner). */
async function newAdmin() {
  const payload = await registerUser();
  await accounts.gqlOk(SET_ROLE, { id: payload.user.id, role: 'admin' }, OWNER_VIEWER);
  return { ...payload, viewer: viewerOf(payload, 'admin') };
}

describe('adminUsers', () => {
  it('lists users (one page) with e-mails, searchable, with the total', async () => {
    const count = await accounts.withDatabase(async (client) => Number((await client.query('select count(*) from users')).rows[0].count));
    const all = await accounts.gqlOk<{ adminUsers: { total: number; users: Array<{ id: string; email: string | null }> } }>(ADMIN_USERS, {}, OWNER_VIEWER);
    expect(all.adminUsers.users.length).toBe(Math.min(all.adminUsers.total, 25));
    expect(all.adminUsers.total).toBeGreaterThanOrEqual(count);
    const owner = await accounts.gqlOk<{ adminUsers: { users: Array<{ id: string }> } }>(ADMIN_USERS, { search: 'olivia@momstride.example' }, OWNER_VIEWER);
    expect(owner.adminUsers.users.some((user) => user.id === OWNER_ID)).toBe(true);
    expect(all.adminUsers.users.every((user) => user.email !== null)).toBe(true);
    const tag = `Adm${randomUUID().slice(0, 8)}`;
    const target = await registerUser({ lastName: tag });
    const found = await accounts.gqlOk<{ adminUsers: { total: number; users: Array<{ id: string }> } }>(ADMIN_USERS, { search: tag.toLowerCase() }, OWNER_VIEWER);
    expect(found.adminUsers).toEqual({ total: 1, users: [expect.objectContaining({ id: target.user.id })] });
  });

  it('is forbidden to members and unauthenticated to anonymous viewers', async () => {
    const member = viewerOf(await registerUser());
    expect(errorOf(await accounts.gql(ADMIN_USERS, {}, member))).toEqual(FORBIDDEN);
    expect(errorOf(await accounts.gql(PENDING, {}, member))).toEqual(FORBIDDEN);
    expect(errorOf(await accounts.gql(ADMIN_USERS, {})).code).toBe('UNAUTHENTICATED');
  });

  it('a forged admin claim of a member is refused (the role is re-read from the database)', async () => {
    const member = await registerUser();
    expect(errorOf(await accounts.gql(ADMIN_USERS, {}, viewerOf(member, 'admin')))).toEqual(FORBIDDEN);
  });
});

describe('setUserRole', () => {
  it('changes another user’s role both ways', async () => {
    const target = await registerUser();
    const promoted = await accounts.gqlOk<{ setUserRole: { role: string } }>(SET_ROLE, { id: target.user.id, role: 'admin' }, OWNER_VIEWER);
    expect(promoted.setUserRole.role).toBe('admin');
    const demoted = await accounts.gqlOk<{ setUserRole: { role: string } }>(SET_ROLE, { id: target.user.id, role: 'member' }, OWNER_VIEWER);
    expect(demoted.setUserRole.role).toBe('member');
  });

  it('protects the owner, refuses changing one’s own role and unknown users', async () => {
    const admin = await newAdmin();
    expect(errorOf(await accounts.gql(SET_ROLE, { id: OWNER_ID, role: 'member' }, admin.viewer))).toEqual(OWNER_PROTECTED);
    expect(errorOf(await accounts.gql(SET_ROLE, { id: admin.user.id, role: 'member' }, admin.viewer))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You cannot change your own role',
    });
    expect(errorOf(await accounts.gql(SET_ROLE, { id: randomUUID(), role: 'admin' }, admin.viewer))).toEqual(NOT_FOUND);
    expect(errorOf(await accounts.gql(SET_ROLE, { id: OWNER_ID, role: 'member' }, OWNER_VIEWER))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You cannot change your own role',
    });
  });

  it('a demoted admin loses her power at once, although her token still says admin', async () => {
    const admin = await newAdmin();
    const target = await registerUser();
    expect((await accounts.gql(ADMIN_USERS, {}, admin.viewer)).errors).toBeUndefined();
    await accounts.gqlOk(SET_ROLE, { id: admin.user.id, role: 'member' }, OWNER_VIEWER);
    expect(errorOf(await accounts.gql(ADMIN_USERS, {}, admin.viewer))).toEqual(FORBIDDEN);
    expect(errorOf(await accounts.gql(SET_ROLE, { id: target.user.id, role: 'admin' }, admin.viewer))).toEqual(FORBIDDEN);
    expect(errorOf(await accounts.gql(DELETE, { id: target.user.id }, admin.viewer))).toEqual(FORBIDDEN);
  });

  it('members may not change roles', async () => {
    const member = viewerOf(await registerUser());
    const target = await registerUser();
    expect(errorOf(await accounts.gql(SET_ROLE, { id: target.user.id, role: 'admin' }, member))).toEqual(FORBIDDEN);
  });
});

describe('pending admin requests', () => {
  it('are listed and can be granted', async () => {
    const applicant = await registerUser({ role: 'admin' });
    expect(applicant.user).toMatchObject({ role: 'member', hasPendingAdminRequest: true });
    const pending = await accounts.gqlOk<{ pendingAdminRequests: Array<{ id: string; hasPendingAdminRequest: boolean }> }>(PENDING, {}, OWNER_VIEWER);
    expect(pending.pendingAdminRequests).toContainEqual({ id: applicant.user.id, hasPendingAdminRequest: true });
    const granted = await accounts.gqlOk<{ grantAdminRequest: unknown }>(GRANT, { id: applicant.user.id }, OWNER_VIEWER);
    expect(granted.grantAdminRequest).toEqual({ id: applicant.user.id, role: 'admin', hasPendingAdminRequest: false });
    const after = await accounts.gqlOk<{ pendingAdminRequests: Array<{ id: string }> }>(PENDING, {}, OWNER_VIEWER);
    expect(after.pendingAdminRequests.some((user) => user.id === applicant.user.id)).toBe(false);
    // Now an admin for real.
    expect((await accounts.gql(ADMIN_USERS, {}, viewerOf(applicant, 'admin'))).errors).toBeUndefined();
  });

  it('cannot grant what was not requested; members cannot grant', async () => {
    const plain = await registerUser();
    expect(errorOf(await accounts.gql(GRANT, { id: plain.user.id }, OWNER_VIEWER))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This user has not requested admin access',
    });
    const applicant = await registerUser({ role: 'admin' });
    expect(errorOf(await accounts.gql(GRANT, { id: applicant.user.id }, viewerOf(plain)))).toEqual(FORBIDDEN);
    expect(errorOf(await accounts.gql(GRANT, { id: randomUUID() }, OWNER_VIEWER))).toEqual(NOT_FOUND);
  });
});

describe('deleteUser', () => {
  it('deletes the user, her follows (fixing everyone’s counters) and her sessions', async () => {
    const [victim, fan, idol] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    await accounts.gqlOk(FOLLOW, { id: victim.user.id }, viewerOf(fan));
    await accounts.gqlOk(FOLLOW, { id: idol.user.id }, viewerOf(victim));
    await accounts.gqlOk(FOLLOW, { id: idol.user.id }, viewerOf(fan));
    const admin = await newAdmin();
    expect((await accounts.gqlOk<{ deleteUser: boolean }>(DELETE, { id: victim.user.id }, admin.viewer)).deleteUser).toBe(true);

    const counts = await accounts.gqlOk<{ fan: { followersCount: number; followingCount: number }; idol: { followersCount: number; followingCount: number } }>(
      `query($fan: ID!, $idol: ID!) { fan: user(id: $fan) { followersCount followingCount } idol: user(id: $idol) { followersCount followingCount } }`,
      { fan: fan.user.id, idol: idol.user.id },
      viewerOf(fan),
    );
    expect(counts).toEqual({ fan: { followersCount: 0, followingCount: 1 }, idol: { followersCount: 1, followingCount: 0 } });
    const leftovers = await accounts.withDatabase(async (client) => {
      const query = async (sql: string) => Number((await client.query(sql, [victim.user.id])).rows[0].count);
      return {
        users: await query('select count(*) from users where id = $1'),
        follows: await query('select count(*) from follows where follower_id = $1 or followee_id = $1'),
        refreshTokens: await query('select count(*) from refresh_tokens where user_id = $1'),
        resetTokens: await query('select count(*) from password_reset_tokens where user_id = $1'),
        revocations: await query('select count(*) from session_revocations where user_id = $1'),
      };
    });
    expect(leftovers).toEqual({ users: 0, follows: 0, refreshTokens: 0, resetTokens: 0, revocations: 1 });

    // Her sessions are over: refresh and me fail, and she cannot sign in.
    expect(errorOf(await refresh(victim.refreshToken)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await accounts.gql('{ me { id } }', {}, viewerOf(victim))).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await accounts.gql(DELETE, { id: victim.user.id }, admin.viewer))).toEqual(NOT_FOUND);
  });

  it('protects the owner and refuses deleting oneself; members are forbidden', async () => {
    const admin = await newAdmin();
    expect(errorOf(await accounts.gql(DELETE, { id: OWNER_ID }, admin.viewer))).toEqual(OWNER_PROTECTED);
    expect(errorOf(await accounts.gql(DELETE, { id: admin.user.id }, admin.viewer))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'You cannot delete your own account',
    });
    const member: ViewerOptions = viewerOf(await registerUser());
    const target = await registerUser();
    expect(errorOf(await accounts.gql(DELETE, { id: target.user.id }, member))).toEqual(FORBIDDEN);
    expect(errorOf(await accounts.gql(DELETE, { id: 'not-a-uuid' }, admin.viewer))).toEqual(NOT_FOUND);
  });
});
