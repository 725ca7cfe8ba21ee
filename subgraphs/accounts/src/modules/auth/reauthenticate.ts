import { badUserInput, rateLimited, unauthenticated, type SignedInViewer } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import { PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.js';
import { tooManyAttemptsMessage } from './throttle.js';

/** A sign-in younger than this counts as proof enough for a sensitive change; an older one needs the password again. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;
export const PASSWORD_AGAIN = 'Enter your password again: you signed in more than 5 minutes ago';
export const WRONG_PASSWORD = 'That password is not right';

/**
 * Proof that the person at the keyboard is the member herself, before a sensitive change (a personal access token,
 * docs/security.md): either her password, checked as a sign-in is (the attempt is charged to her account and the
 * client address first, throttle.ts), or a sign-in with her password in the last 5 minutes (the viewer's
 * `authTime`, the access token's `auth_time` that refreshes carry over). BAD_USER_INPUT on `field` otherwise.
 */
export async function requireRecentAuthentication(
  em: EntityManager,
  services: Pick<AccountsServices, 'throttle'>,
  viewer: SignedInViewer,
  password: string | null | undefined,
  field: string,
): Promise<void> {
  if (password === null || password === undefined || password === '') {
    const signedInSecondsAgo = Date.now() / 1000 - (viewer.authTime ?? -Infinity);
    if (signedInSecondsAgo <= RECENT_SIGN_IN_SECONDS) return;
    throw badUserInput(PASSWORD_AGAIN, [{ field, message: PASSWORD_AGAIN }]);
  }
  const [user] = await em.execute<Array<{ email: string; password_hash: string }>>('select email, password_hash from users where id = ?', [viewer.userId]);
  if (!user) throw unauthenticated();
  const ticket = await services.throttle.begin({ email: user.email.slice(0, 254), ip: viewer.ip });
  const matches = password.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(password, user.password_hash));
  if (!matches) {
    if (ticket.addressWait !== null) throw rateLimited(tooManyAttemptsMessage(ticket.addressWait), ticket.addressWait);
    throw badUserInput(WRONG_PASSWORD, [{ field, message: WRONG_PASSWORD }]);
  }
  await services.throttle.succeeded(ticket);
}
