import type { OutgoingMail } from './mailer.js';

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A MomStride mail: paragraphs (a paragraph's lines stay lines), a button to `link`, and the sign-off; as text and as
 * HTML (every value escaped).
 */
export function layoutMail(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link: { readonly href: string; readonly text: string },
  signOff = 'See you on the trail,',
): OutgoingMail {
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), `${link.text}: ${link.href}`, '', signOff, 'The MomStride team'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #3d2c3e; line-height: 1.5;">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 18px; background: #b5487a; color: #ffffff; border-radius: 6px; text-decoration: none;">${escapeHtml(link.text)}</a></p>
<p>${escapeHtml(signOff)}<br>The MomStride team</p>
</body></html>
`;
  return { to, subject, text, html };
}
