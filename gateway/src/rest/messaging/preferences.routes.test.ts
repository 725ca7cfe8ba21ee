import { describe, expect, it } from 'vitest';
import { call, messagingMembers } from '@momstride/testing';

const DEFAULTS = {
  channels: {
    message: { in_app: true, mail: true, push: true },
    follow: { in_app: true, mail: false, push: false },
    endorsement: { in_app: true, mail: false, push: false },
    waitlist_promoted: { in_app: true, mail: true, push: true },
    event_cancelled: { in_app: true, mail: true, push: true },
    reminder: { in_app: true, mail: true, push: true },
    challenge: { in_app: true, mail: false, push: false },
  },
  quiet_hours: null,
  time_zone: null,
  digest_day: 'monday',
};

describe('REST /api/notifications/preferences', () => {
  it('the defaults, a change of some switches, quiet hours and the digest day, each kept; the rest unchanged', async () => {
    const [ann, bea] = await messagingMembers(2);
    const token = ann!.accessToken;
    const initial = await call('GET', '/api/notifications/preferences', { token });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(DEFAULTS);

    const changed = await call('PUT', '/api/notifications/preferences', {
      token,
      json: {
        channels: { message: { in_app: true, mail: false, push: true }, follow: { in_app: true, mail: true, push: false } },
        quiet_hours: { start: '22:00', end: '07:00' },
        time_zone: 'Europe/Berlin',
        digest_day: 'friday',
      },
    });
    expect(changed.status).toBe(200);
    const expected = {
      ...DEFAULTS,
      channels: { ...DEFAULTS.channels, message: { in_app: true, mail: false, push: true }, follow: { in_app: true, mail: true, push: false } },
      quiet_hours: { start: '22:00', end: '07:00' },
      time_zone: 'Europe/Berlin',
      digest_day: 'friday',
    };
    expect(changed.body).toEqual(expected);
    expect((await call('GET', '/api/notifications/preferences', { token })).body).toEqual(expected);

    // Only the digest day: the rest stays; quiet hours off with null.
    expect((await call('PUT', '/api/notifications/preferences', { token, json: { digest_day: 'never' } })).body).toEqual({ ...expected, digest_day: 'never' });
    expect((await call('PUT', '/api/notifications/preferences', { token, json: { quiet_hours: null } })).body).toEqual({ ...expected, digest_day: 'never', quiet_hours: null });
    // Another member's stay hers.
    expect((await call('GET', '/api/notifications/preferences', { token: bea!.accessToken })).body).toEqual(DEFAULTS);
  }, 60_000);

  it('bad input: 422 with the field at fault; signed out: 401', async () => {
    const [ann] = await messagingMembers(1);
    const token = ann!.accessToken;
    const put = (body: unknown) => call('PUT', '/api/notifications/preferences', { token, json: body });

    const badTime = await put({ quiet_hours: { start: '25:00', end: '07:00' } });
    expect(badTime.status).toBe(422);
    expect(badTime.body.detail[0].loc).toEqual(['body', 'quiet_hours', 'start']);
    const sameTimes = await put({ quiet_hours: { start: '07:00', end: '07:00' } });
    expect(sameTimes.status).toBe(422);
    expect(sameTimes.body.detail[0]).toMatchObject({ loc: ['body', 'end'], msg: 'Quiet hours must end at another time than they start' });
    const badZone = await put({ time_zone: 'Mars/Olympus' });
    expect(badZone.status).toBe(422);
    expect(badZone.body.detail[0]).toMatchObject({ loc: ['body', 'time_zone'] });
    expect((await put({ channels: { gossip: { in_app: true, mail: true, push: true } } })).status).toBe(422);
    expect((await put({ channels: { follow: { in_app: true } } })).status).toBe(422);
    expect((await put({ digest_day: 'someday' })).status).toBe(422);
    // Nothing was saved.
    expect((await call('GET', '/api/notifications/preferences', { token })).body).toEqual(DEFAULTS);
    expect((await call('GET', '/api/notifications/preferences', {})).status).toBe(401);
    expect((await call('PUT', '/api/notifications/preferences', { json: { digest_day: 'friday' } })).status).toBe(401);
  }, 60_000);
});
