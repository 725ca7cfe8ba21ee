import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USER_JSON_KEYS } from '../../testing/rest-user.js';
import { call, loginOwner, registerAdmin, registerMember } from '@momstride/testing';

const ADMIN_REQUIRED = { detail: 'Admin access required' };
const OWNER_PROTECTED = { detail: 'The organization owner cannot be changed or deleted' };
const USER_NOT_FOUND = { detail: 'User not found' };

describe('PUT /api/users/{id} (role)', () => {
  it("lets an admin change another user's role and answers the updated user", async () => {
    const member = await registerMember();
    const owner = await loginOwner();
    const promoted = await call('PUT', `/api/users/${member.user.id}`, { token: owner.accessToken, json: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(Object.keys(promoted.body).sort()).toEqual(USER_JSON_KEYS);
    expect(promoted.body).toMatchObject({ id: member.user.id, role: 'admin' });
    const demoted = await call('PUT', `/api/users/${member.user.id}`, { token: owner.accessToken, json: { role: 'member' } });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('member');
  });

  it('answers 403 "Admin access required" to a member', async () => {
    const member = await registerMember();
    const other = await registerMember();
    const res = await call('PUT', `/api/users/${other.user.id}`, { token: member.accessToken, json: { role: 'admin' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(ADMIN_REQUIRED);
  });

  it('protects the organization owner and refuses a change of one\'s own role', async () => {
    const admin = await registerAdmin();
    const owner = await loginOwner();
    const onOwner = await call('PUT', `/api/users/${owner.user.id}`, { token: admin.accessToken, json: { role: 'member' } });
    expect(onOwner.status).toBe(403);
    expect(onOwner.body).toEqual(OWNER_PROTECTED);
    const onSelf = await call('PUT', `/api/users/${admin.user.id}`, { token: admin.accessToken, json: { role: 'member' } });
    expect(onSelf.status).toBe(400);
    expect(onSelf.body).toEqual({ detail: 'You cannot change your own role' });
  });

  it('answers 404 for an unknown user, 422 for a malformed id or role', async () => {
    const owner = await loginOwner();
    const unknown = await call('PUT', `/api/users/${randomUUID()}`, { token: owner.accessToken, json: { role: 'admin' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(USER_NOT_FOUND);
    const malformed = await call('PUT', '/api/users/not-a-uuid', { token: owner.accessToken, json: { role: 'admin' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail).toEqual([expect.objectContaining({ type: 'uuid_parsing', loc: ['path', 'id'], input: 'not-a-uuid' })]);
    const badRole = await call('PUT', `/api/users/${randomUUID()}`, { token: owner.accessToken, json: { role: 'owner' } });
    expect(badRole.status).toBe(422);
    expect(badRole.body.detail).toEqual([expect.objectContaining({ type: 'enum', loc: ['body', 'role'], msg: "Input should be 'admin' or 'member'" })]);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('lets an admin delete a user: {"message": "User deleted successfully"}, then the user is gone', async () => {
    const member = await registerMember();
    const owner = await loginOwner();
    const res = await call('DELETE', `/api/users/${member.user.id}`, { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'User deleted successfully' });
    const again = await call('DELETE', `/api/users/${member.user.id}`, { token: owner.accessToken });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(USER_NOT_FOUND);
    const followers = await call('GET', `/api/users/${member.user.id}/followers`, { token: owner.accessToken });
    expect(followers.status).toBe(404);
  });

  it('answers 403 to a member, protects the owner and refuses self-deletion', async () => {
    const member = await registerMember();
    const victim = await registerMember();
    const byMember = await call('DELETE', `/api/users/${victim.user.id}`, { token: member.accessToken });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual(ADMIN_REQUIRED);

    const admin = await registerAdmin();
    const owner = await loginOwner();
    const onOwner = await call('DELETE', `/api/users/${owner.user.id}`, { token: admin.accessToken });
    expect(onOwner.status).toBe(403);
    expect(onOwner.body).toEqual(OWNER_PROTECTED);
    const onSelf = await call('DELETE', `/api/users/${admin.user.id}`, { token: admin.accessToken });
    expect(onSelf.status).toBe(400);
    expect(onSelf.body).toEqual({ detail: 'You cannot delete your own account' });
    expect((await call('GET', '/api/users/me', { token: victim.accessToken })).status).toBe(200);
  });

  it('answers 404 for an unknown user and 422 for a malformed id', async () => {
    const owner = await loginOwner();
    const unknown = await call('DELETE', `/api/users/${randomUUID()}`, { token: owner.accessToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(USER_NOT_FOUND);
    const malformed = await call('DELETE', '/api/users/123', { token: owner.accessToken });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'id'] });
  });
});
