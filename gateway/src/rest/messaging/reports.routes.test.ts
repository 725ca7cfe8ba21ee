import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, loginOwner, messagingMembers, sendOk } from '@momstride/testing';

describe('reports: POST /api/messages/{id}/report, GET /api/admin/reports, POST /api/admin/reports/{id}/resolve', () => {
  it('a member reports a message she received; admins list it with the message, sender and reporter and resolve it; members get 403', async () => {
    const [ann, bea] = await messagingMembers(2);
    const message = await sendOk(ann!, bea!, 'Send me your bank details');
    const reported = await call('POST', `/api/messages/${message.id}/report`, {
      token: bea!.accessToken,
      json: { reason: 'scam', details: 'Asked for bank details' },
    });
    expect(reported.status).toBe(201);
    expect(reported.body).toEqual({
      id: expect.any(String),
      message_id: message.id,
      reason: 'scam',
      details: 'Asked for bank details',
      status: 'open',
      created_at: expect.any(String),
      resolved_at: null,
      resolution_note: null,
    });
    const again = await call('POST', `/api/messages/${message.id}/report`, { token: bea!.accessToken, json: { reason: 'spam' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'You have already reported this message' });

    expect((await call('GET', '/api/admin/reports', { token: bea!.accessToken })).status).toBe(403);
    expect((await call('POST', `/api/admin/reports/${reported.body.id}/resolve`, { token: bea!.accessToken, json: {} })).status).toBe(403);

    const owner = await loginOwner();
    const list = await call('GET', '/api/admin/reports?limit=100', { token: owner.accessToken });
    expect(list.status).toBe(200);
    const entry = list.body.find((report: { id: string }) => report.id === reported.body.id);
    expect(entry).toEqual({
      ...reported.body,
      message,
      sender: expect.objectContaining({ id: ann!.user.id, first_name: ann!.user.first_name }),
      reporter: expect.objectContaining({ id: bea!.user.id, first_name: bea!.user.first_name }),
      resolved_by_id: null,
    });

    // Resolving needs no body; a note is optional.
    const resolved = await call('POST', `/api/admin/reports/${reported.body.id}/resolve`, { token: owner.accessToken });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ id: reported.body.id, status: 'resolved', resolution_note: null, resolved_by_id: owner.user.id });
    const twice = await call('POST', `/api/admin/reports/${reported.body.id}/resolve`, { token: owner.accessToken, json: { note: 'again' } });
    expect(twice.status).toBe(409);
    const resolvedList = await call('GET', '/api/admin/reports?status=resolved', { token: owner.accessToken });
    expect(resolvedList.body[0]).toMatchObject({ id: reported.body.id, status: 'resolved' });
    const open = await call('GET', '/api/admin/reports?limit=100', { token: owner.accessToken });
    expect(open.body.map((report: { id: string }) => report.id)).not.toContain(reported.body.id);
  });

  it('404 for a message she did not receive or an unknown report, 422 for a reason outside the set or malformed ids', async () => {
    const [ann, bea] = await messagingMembers(2);
    const message = await sendOk(ann!, bea!, 'Hello');
    const own = await call('POST', `/api/messages/${message.id}/report`, { token: ann!.accessToken, json: { reason: 'spam' } });
    expect(own.status).toBe(404);
    expect(own.body).toEqual({ detail: 'Message not found' });
    expect((await call('POST', `/api/messages/${randomUUID()}/report`, { token: bea!.accessToken, json: { reason: 'spam' } })).status).toBe(404);
    const badReason = await call('POST', `/api/messages/${message.id}/report`, { token: bea!.accessToken, json: { reason: 'rude' } });
    expect(badReason.status).toBe(422);
    expect(badReason.body.detail).toEqual([expect.objectContaining({ type: 'enum', loc: ['body', 'reason'] })]);
    const long = await call('POST', `/api/messages/${message.id}/report`, { token: bea!.accessToken, json: { reason: 'other', details: 'x'.repeat(1001) } });
    expect(long.status).toBe(422);
    expect(long.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'details'], msg: 'Details can be at most 1,000 characters' })]);
    expect((await call('POST', '/api/messages/nope/report', { token: bea!.accessToken, json: { reason: 'spam' } })).status).toBe(422);

    const owner = await loginOwner();
    const unknown = await call('POST', `/api/admin/reports/${randomUUID()}/resolve`, { token: owner.accessToken, json: { note: 'done' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Report not found' });
    expect((await call('POST', '/api/admin/reports/nope/resolve', { token: owner.accessToken })).status).toBe(422);
    expect((await call('GET', '/api/admin/reports?status=closed', { token: owner.accessToken })).status).toBe(422);
  });
});
