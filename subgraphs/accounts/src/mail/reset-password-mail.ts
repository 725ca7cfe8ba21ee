import type { OutgoingMail } from './mailer.js';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The reset link: always built from the configured PUBLIC_URL, never from request headers. */
export const resetPasswordLink = (publicUrl: string, token: string): string =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export function resetPasswordMail(options: { to: string; firstName: string; link: string }): OutgoingMail {
  const { to, firstName, link } = options;
  const text = [
    `Hi ${firstName},`,
    '',
    'We received a request to reset your MomStride password. Choose a new one here:',
    '',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.',
    '',
    'Take care of yourself, one mile at a time.',
    'The MomStride team',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #3d2c3e; line-height: 1.5;">
<p>Hi ${escapeHtml(firstName)},</p>
<p>We received a request to reset your MomStride password. Choose a new one here:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #b5487a; color: #ffffff; border-radius: 6px; text-decoration: none;">Reset my password</a></p>
<p style="font-size: 13px;">Or paste this link into your browser: <br>${escapeHtml(link)}</p>
<p>The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email; your password stays the same.</p>
<p>Take care of yourself, one mile at a time.<br>The MomStride team</p>
</body></html>
`;
  return { kind: 'password_reset', to, subject: 'Reset your MomStride password', text, html };
}
