import { randomUUID } from 'node:crypto';
import { badUserInput, invalidFields, type Logger, type Viewer } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import { resetPasswordLink, resetPasswordMail } from '../../mail/reset-password-mail.js';
import { findUserByEmail, normalizeEmail } from '../users/user.service.js';
import { revokeAllAccessTokens } from '../access-tokens/access-token.service.js';
import { revokeAllRefreshTokens } from './sign-out-everywhere.js';
import { recordSessionRevocation } from '../sessions/session-revocation.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { hashPassword, resetPasswordProblem } from './passwords.js';
import { hashOpaqueToken, looksLikeOpaqueToken, newOpaqueToken, RESET_TOKEN_TTL_MS } from './tokens.js';

export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';

/**
 * Always answers true, whether or not the address has an account (no enumeration). For an existing
 * account (and at most N mails per address per hour) a one-hour token is stored hashed and the mail
 * is sent in the background, so both paths take about the same time. Each request is charged to the client address
 * first (RATE_LIMITED past PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, whatever the e-mail).
 */
export async function requestPasswordReset(
  em: EntityManager,
  services: AccountsServices,
  log: Logger,
  viewer: Viewer,
  emailInput: string,
): Promise<boolean> {
  const email = normalizeEmail(emailInput);
  if (email === '') throw invalidFields([{ field: 'email', message: 'Email is required' }]);
  await services.throttle.chargeResetRequest(viewer.ip);
  const [user, allowed] = await Promise.all([findUserByEmail(em, email), services.throttle.allowResetMail(email.slice(0, 254))]);
  if (!user || !allowed) {
    if (user) log.warn('password reset mail limit reached for an account');
    return true;
  }
  const { token, hash } = newOpaqueToken();
  await em.insert(PasswordResetToken, {
    id: randomUUID(),
    user: user.id,
    tokenHash: hash,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    usedAt: null,
  });
  const link = resetPasswordLink(services.config.PUBLIC_URL, token);
  if (services.config.logResetLinks) log.info({ resetLink: link, to: user.email }, 'password reset link (dev outbox)');
  services.mailer
    .send(resetPasswordMail({ to: user.email, firstName: user.firstName, link }))
    .catch((error: unknown) => log.error({ err: error }, 'could not send the password reset mail'));
  return true;
}

/**
 * Sets a new password with a reset token. The token is consumed atomically (single use even under
 * concurrency); the reset ends every session of the user, revokes every personal access token she holds (a token
 * minted by whoever had her session must not outlive the reset, docs/security.md M1) and voids her other reset tokens.
 */
export async function resetPassword(
  em: EntityManager,
  services: AccountsServices,
  token: string,
  newPassword: string,
): Promise<boolean> {
  const problem = resetPasswordProblem(newPassword);
  if (problem) throw invalidFields([{ field: 'newPassword', message: problem }]);
  if (!looksLikeOpaqueToken(token)) throw badUserInput(INVALID_RESET_TOKEN);
  const tokenHash = hashOpaqueToken(token);
  const candidate = await em.findOne(PasswordResetToken, { tokenHash, usedAt: null, expiresAt: { $gt: new Date() } });
  if (!candidate) throw badUserInput(INVALID_RESET_TOKEN);
  const passwordHash = await hashPassword(newPassword);
  const email = await em.transactional(async (tem) => {
    const consumed = await tem.execute<Array<{ user_id: string }>>(
      `update password_reset_tokens set used_at = now()
        where token_hash = ? and used_at is null and expires_at > now()
        returning user_id`,
      [tokenHash],
    );
    const userId = consumed[0]?.user_id;
    if (!userId) return null;
    // The user row stays locked to the end (a token being created now is revoked here or made after the reset).
    const updated = await tem.execute<Array<{ email: string }>>(
      'update users set password_hash = ?, updated_at = now() where id = ? returning email',
      [passwordHash, userId],
    );
    await revokeAllRefreshTokens(tem, userId);
    await tem.execute('update password_reset_tokens set used_at = now() where user_id = ? and used_at is null', [userId]);
    await revokeAllAccessTokens(tem, userId);
    await recordSessionRevocation(tem, userId);
    return updated[0]?.email ?? null;
  });
  if (!email) throw badUserInput(INVALID_RESET_TOKEN);
  await services.throttle.clearAccount(email);
  return true;
}
