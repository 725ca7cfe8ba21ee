import { describe, expect, it } from 'vitest';
import { registerUser, startFreshAccounts } from '@momstride/testing';

describe('first account', () => {
  it('becomes the organization owner (admin) even when registrations race; later ones do not', async () => {
    const fresh = await startFreshAccounts();
    try {
      const racers = await Promise.all([
        registerUser({ role: 'member' }, fresh.url),
        registerUser({ role: 'member' }, fresh.url),
        registerUser({ role: 'admin' }, fresh.url),
      ]);
      const owners = racers.filter((payload) => payload.user.isOrganizationOwner);
      expect(owners).toHaveLength(1);
      expect(owners[0]!.user).toMatchObject({ role: 'admin', hasPendingAdminRequest: false });
      for (const other of racers.filter((payload) => !payload.user.isOrganizationOwner)) {
        expect(other.user.role).toBe('member');
      }
      const later = await registerUser({ role: 'admin' }, fresh.url);
      expect(later.user).toMatchObject({ role: 'member', hasPendingAdminRequest: true, isOrganizationOwner: false });
    } finally {
      await fresh.stop();
    }
  });

  it('ALLOW_ADMIN_SIGNUP=true lets later sign-ups choose admin', async () => {
    const fresh = await startFreshAccounts({ ALLOW_ADMIN_SIGNUP: 'true' });
    try {
      await registerUser({}, fresh.url);
      const second = await registerUser({ role: 'admin' }, fresh.url);
      expect(second.user).toMatchObject({ role: 'admin', hasPendingAdminRequest: false, isOrganizationOwner: false });
    } finally {
      await fresh.stop();
    }
  });
});
