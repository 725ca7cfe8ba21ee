import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@momstride/kit';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
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

/** SMTP through nodemailer when SMTP_URL is set; otherwise a dev outbox folder (one JSON file per mail). */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ subject: mail.subject }, 'mail sent via SMTP');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      const entry: OutboxMail = { ...mail, from: options.from, createdAt: new Date().toISOString() };
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
