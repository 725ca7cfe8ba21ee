import { layoutMail } from './layout.js';
import { ofKind, type OutgoingMail } from './mailer.js';

/** The one-time download link of a data archive: built from the configured PUBLIC_URL (docs/privacy.md). */
export const dataExportLink = (publicUrl: string, token: string): string => `${publicUrl}/api/exports/${encodeURIComponent(token)}`;

const day = (date: Date): string => `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;

/** To a member whose data archive is ready (accounts' export job). */
export const dataExportReadyMail = (options: { to: string; firstName: string; link: string; expiresAt: Date; publicUrl: string }): OutgoingMail =>
  ofKind('data_export_ready', layoutMail(
    options.to,
    'Your MomStride data is ready to download',
    [
      `Hi ${options.firstName},`,
      'The copy of your MomStride data you asked for is ready: one zip file with a README that explains each file.',
      `The link below works once, until ${day(options.expiresAt)}; the archive is deleted after the download or then. You can also download it from your Profile (Privacy).`,
      `If you did not ask for this, please sign in and change your password: ${options.publicUrl}/profile`,
    ],
    { href: options.link, text: 'Download my data' },
    'Take care,',
  ));
