import { forbidden, invalidFields, rateLimited, unauthenticated, type FieldError, type Viewer } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import type { AccountsServices } from '../../context.js';
import { ACCOUNT_SUSPENDED } from '../moderation/suspension.js';
import { User } from '../users/user.entity.js';
import { findUserByEmail, normalizeEmail } from '../users/user.service.js';
import type { AuthPayload, LoginInput } from './auth.types.js';
import { getDummyHash, hashPassword, needsRehash, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.js';
import { issueSession } from './session.js';
import { countSignInFailure } from './sign-in-failures.js';
import { tooManyAttemptsMessage } from './throttle.js';

export const LOGIN_FAILED = 'Incorrect email or password';

/**
 * Replaces a hash from before Argon2id (or with older parameters) now that the password is known; only if it is
 * still the one just checked, so a password reset at the same moment is never undone.
 */
async function upgradeHash(em: EntityManager, user: User, password: string): Promise<void> {
  await em.nativeUpdate(User, { id: user.id, passwordHash: user.passwordHash }, { passwordHash: await hashPassword(password) });
}

/**
 * Signs in with email and password. The attempt is charged to the account and the client address (`viewer.ip`)
 * before the password is checked (throttle.ts): RATE_LIMITED while the account is delayed, unless this address
 * signed in to it before; from a blocked address a wrong password answers RATE_LIMITED, a right one signs in.
 * Unknown e-mails cost the same hashing work.
 */
export async function login(em: EntityManager, services: AccountsServices, viewer: Viewer, input: LoginInput): Promise<AuthPayload> {
  const email = normalizeEmail(input.email);
  const errors: FieldError[] = [];
  if (email === '') errors.push({ field: 'email', message: 'Email is required' });
  if (input.password === '') errors.push({ field: 'password', message: 'Password is required' });
  if (errors.length > 0) {
    countSignInFailure('invalid_input');
    throw invalidFields(errors);
  }

  const attempt = { email: email.slice(0, 254), ip: viewer.ip };
  const ticket = await services.throttle.begin(attempt).catch((error: unknown) => {
    if (error instanceof GraphQLError && error.extensions.code === 'RATE_LIMITED') countSignInFailure('throttled');
    throw error;
  });
  const user = await findUserByEmail(em, email);
  const plausible = input.password.length <= PASSWORD_MAX_LENGTH;
  const hash = user && plausible ? user.passwordHash : await getDummyHash();
  const matches = await verifyPassword(plausible ? input.password : input.password.slice(0, PASSWORD_MAX_LENGTH), hash);
  if (!user || !plausible || !matches) {
    countSignInFailure(ticket.addressWait !== null ? 'throttled' : user ? 'wrong_password' : 'unknown_account');
    if (ticket.addressWait !== null) throw rateLimited(tooManyAttemptsMessage(ticket.addressWait), ticket.addressWait);
    throw unauthenticated(LOGIN_FAILED);
  }
  await services.throttle.succeeded(ticket);
  if (user.suspendedAt) throw forbidden(ACCOUNT_SUSPENDED);
  if (needsRehash(user.passwordHash)) await upgradeHash(em, user, input.password);
  return issueSession(em, services, user);
}
