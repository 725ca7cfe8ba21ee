import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function newestMailTo(outboxDir: string, email: string): Promise<OutboxMail | null> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json'));
  } catch {
    return null;
  }
  let newest: { mail: OutboxMail; at: number } | null = null;
  for (const name of names) {
    const path = join(outboxDir, name);
    const mail = JSON.parse(await readFile(path, 'utf8')) as OutboxMail;
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    const at = Date.parse(mail.createdAt) || (await stat(path)).mtimeMs;
    if (!newest || at >= newest.at) newest = { mail, at };
  }
  return newest?.mail ?? null;
}

/** The reset link of the newest mail sent to `email`, polling briefly until it is written. */
export async function readResetLink(outboxDir: string, email: string, timeoutMs = 15_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMailTo(outboxDir, email);
    const match = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/);
    if (match) return new URL(match[0]);
    if (Date.now() > deadline) throw new Error(`No reset mail for ${email} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest mail to `email` whose subject matches, polling until it is written. */
export async function waitForMailTo(outboxDir: string, email: string, subject: RegExp, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMailTo(outboxDir, email);
    if (mail && subject.test(mail.subject)) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} with a subject like ${subject} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
