import { describe, expect, it } from 'vitest';
import { resolveAccess } from './route-access';

const member = { role: 'member' as const };
const admin = { role: 'admin' as const };

describe('resolveAccess (docs/product.md, Route table)', () => {
  it('public routes render for everyone', () => {
    for (const viewer of [null, member, admin]) expect(resolveAccess('public', viewer)).toEqual({ kind: 'render' });
  });

  it('signed-out-only routes send signed-in users to /dashboard', () => {
    expect(resolveAccess('guest', null)).toEqual({ kind: 'render' });
    expect(resolveAccess('guest', member)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveAccess('guest', admin)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('member routes need sign-in, otherwise /login (or / right after an explicit log out)', () => {
    expect(resolveAccess('member', member)).toEqual({ kind: 'render' });
    expect(resolveAccess('member', admin)).toEqual({ kind: 'render' });
    expect(resolveAccess('member', null)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveAccess('member', null, 'expired')).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveAccess('member', null, 'logout')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('admin routes render for admins only; members go to /dashboard, signed-out visitors to /login', () => {
    expect(resolveAccess('admin', admin)).toEqual({ kind: 'render' });
    expect(resolveAccess('admin', member)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveAccess('admin', null)).toEqual({ kind: 'redirect', to: '/login' });
  });
});
