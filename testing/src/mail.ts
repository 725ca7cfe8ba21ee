/**
 * The stack's mail: accounts writes every mail it sends to the development outbox (a folder of JSON files, `outboxDir`).
 * One reader for it: what was sent to an address, waiting (mail goes out in the background) where a test expects one.
 * Tests of SMTP itself use smtp-stand-in.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import './provided-context.js';
import { eventually } from './wait.js';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  createdAt: string;
}

/** Every mail in the outbox addressed to `to` (any letter case), oldest first; no waiting. */
export async function mailsTo(to: string, outboxDir: string = inject('outboxDir')): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits until `count` mails to `to` are in the outbox; answers them, oldest first. */
export const waitForMails = (to: string, count = 1, timeoutMs = 10_000, outboxDir?: string): Promise<OutboxMail[]> =>
  eventually(
    async () => {
      const mails = await mailsTo(to, outboxDir);
      return mails.length >= count ? mails : undefined;
    },
    timeoutMs,
    `${count} mail(s) to ${to}`,
  );

/** Waits for a mail to `to` (whose subject matches `subject`, when given); answers the newest such. */
export const newestMailTo = (to: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<OutboxMail> =>
  eventually(
    async () => (await mailsTo(to)).filter((mail) => !options.subject || options.subject.test(mail.subject)).at(-1),
    options.timeoutMs ?? 15_000,
    `a mail to ${to}${options.subject ? ` with a subject like ${options.subject}` : ''}`,
  );

/** The password-reset link in a mail. */
export function resetLinkFrom(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return new URL(match[0]);
}

/** The token of the password-reset link in a mail. */
export const resetTokenFrom = (mail: OutboxMail): string => resetLinkFrom(mail).searchParams.get('token')!;

/** The reset link of the newest reset mail to `email` (waits for it). */
export const resetLinkFor = async (email: string): Promise<URL> =>
  resetLinkFrom(await newestMailTo(email, { subject: /Reset your MomStride password/ }));

/** The reset token of the newest reset mail to `email` (waits for it). */
export const resetTokenFor = async (email: string): Promise<string> => resetLinkFor(email).then((link) => link.searchParams.get('token')!);
