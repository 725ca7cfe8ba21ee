import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@momstride/kit';
import { serviceMetrics } from '@momstride/kit/metrics';

/** What a mail is for: the `kind` label of `momstride_mail_deliveries_total` (docs/operations.md, "Metrics"). */
export type MailKind =
  | 'password_reset'
  | 'access_token_created'
  | 'data_export_ready'
  | 'waitlist_promoted'
  | 'event_cancelled'
  | 'event_changed'
  | 'reminder'
  | 'order_confirmation'
  | 'order_notice'
  | 'webhook_turned_off'
  | 'missed_messages'
  | 'follow'
  | 'endorsement'
  | 'challenge'
  | 'digest';

export interface OutgoingMail {
  /** What it is for (metrics only; never sent). */
  kind?: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`), kept in the dev outbox too. */
  headers?: Record<string, string>;
}

/** The JSON written per mail in the dev outbox. */
export interface OutboxMail extends OutgoingMail {
  from: string;
  createdAt: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}

/** `mail` labelled with its kind. */
export const ofKind = (kind: MailKind, mail: OutgoingMail): OutgoingMail => ({ kind, ...mail });

/** Counts each mail sent or failed, by kind (`momstride_mail_deliveries_total`). */
function counted(mailer: Mailer): Mailer {
  const deliveries = serviceMetrics('accounts').mailDeliveries;
  return {
    async send(mail) {
      const kind = mail.kind ?? 'other';
      try {
        await mailer.send(mail);
      } catch (error) {
        deliveries.inc({ kind, outcome: 'failed' });
        throw error;
      }
      deliveries.inc({ kind, outcome: 'sent' });
    },
    close: () => mailer.close(),
  };
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise a dev outbox folder (one JSON file per mail); each counted. */
export function createMailer(options: MailerOptions): Mailer {
  return counted(transportOf(options));
}

function transportOf(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const { kind: _kind, ...message } = mail;
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ subject: mail.subject }, 'mail sent via SMTP');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      const { kind: _kind, ...message } = mail;
      const entry: OutboxMail = { ...message, from: options.from, createdAt: new Date().toISOString() };
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${entry.createdAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      const temporary = join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`, 'utf8');
      await rename(temporary, join(options.outboxDir, name));
      options.log.info({ file: join(options.outboxDir, name), subject: mail.subject }, 'mail written to the dev outbox');
    },
    close: () => undefined,
  };
}
