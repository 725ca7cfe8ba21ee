import { layoutMail } from './layout.js';
import { ofKind, type OutgoingMail } from './mailer.js';

const when = (date: Date): string =>
  date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

/**
 * To the owner of a new personal access token (docs/security.md, M1): what was made and when, and what to do if it
 * was not her. The secret is never in it; the token's name is her own text, quoted as plain text.
 */
export const accessTokenCreatedMail = (options: {
  to: string;
  firstName: string;
  token: { name: string; scopes: readonly string[]; createdAt: Date; expiresAt: Date | null };
  publicUrl: string;
}): OutgoingMail => {
  const { to, firstName, token, publicUrl } = options;
  return ofKind('access_token_created', layoutMail(
    to,
    'A new personal access token was created for your MomStride account',
    [
      `Hi ${firstName},`,
      `A personal access token named “${token.name.slice(0, 100)}” was created for your account on ${when(token.createdAt)}.`,
      `It may ${token.scopes.includes('write') ? 'read and change' : 'read'} your MomStride data${token.scopes.includes('admin') ? ', with admin rights,' : ''} and ${token.expiresAt ? `expires on ${when(token.expiresAt)}` : 'does not expire'}.`,
      'If this was you, there is nothing to do. If it was not, revoke the token on your Access tokens page, choose "Sign out everywhere" on your profile (it ends every session and revokes every token), and change your password.',
    ],
    { href: `${publicUrl}/settings/tokens`, text: 'Review my access tokens' },
    'Stay safe,',
  ));
};
