import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { freshMember, memberEnv, type FreshUser } from '../../test-support/users-harness.js';
import { knownToMessaging } from '@momstride/testing';

interface ReportJson {
  id: string;
  reason: string;
  details: string | null;
  status: string;
  resolutionNote: string | null;
  message: { content: string };
  sender: { email: string };
  reporter: { email: string };
}

/** `sender` messages `recipient` (once messaging knows her from user.registered), who reports it. */
async function reportedMessage(): Promise<{ sender: FreshUser; recipient: FreshUser; content: string; reportId: string }> {
  const [sender, recipient] = [await freshMember(), await freshMember()];
  const content = `Buy followers now ${randomUUID()}`;
  await knownToMessaging([recipient.id]);
  const sent = await graphql<{ sendMessage: { id: string } }>(
    'mutation ($to: ID!, $content: String!) { sendMessage(recipientId: $to, content: $content) { id } }',
    { to: recipient.id, content },
    sender.accessToken,
  );
  const messageId = sent.data?.sendMessage.id;
  if (!messageId) throw new Error(`sendMessage failed: ${JSON.stringify(sent.errors)}`);
  const report = await graphql<{ reportMessage: { id: string } }>(
    'mutation ($id: ID!) { reportMessage(messageId: $id, reason: spam, details: "Sent to everyone") { id } }',
    { id: messageId },
    recipient.accessToken,
  );
  if (!report.data) throw new Error(`reportMessage failed: ${JSON.stringify(report.errors)}`);
  return { sender, recipient, content, reportId: report.data.reportMessage.id };
}

const listJson = async (...flags: string[]): Promise<ReportJson[]> => {
  const run = await asAdmin(['reports', 'list', '--json', ...flags]);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as ReportJson[];
};

describe('momstride reports', () => {
  it('lists open reports (piped lines and --json) and resolves one with a note; it then shows among the resolved', async () => {
    const { sender, recipient, content, reportId } = await reportedMessage();
    const open = await listJson();
    expect(open.find((report) => report.id === reportId)).toMatchObject({
      reason: 'spam',
      details: 'Sent to everyone',
      status: 'open',
      message: { content },
      sender: { email: sender.email },
      reporter: { email: recipient.email },
    });
    const piped = await asAdmin(['reports', 'list']);
    const line = piped.stdout.split('\n').find((row) => row.startsWith(reportId));
    expect(line?.split('\t').slice(2, 5)).toEqual(['spam', sender.email, recipient.email]);

    expect(await asAdmin(['reports', 'resolve', reportId, '--note', 'Warned the sender', '--yes'])).toEqual({
      code: 0,
      stdout: `Resolved the report of ${sender.firstName} ${sender.lastName}'s message "${content}"\n`,
      stderr: '',
    });
    expect((await listJson()).some((report) => report.id === reportId)).toBe(false);
    expect((await listJson('--resolved')).find((report) => report.id === reportId)).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Warned the sender',
    });
    // Again: the server refuses (exit 1) with its message.
    const again = await asAdmin(['reports', 'resolve', reportId, '--yes']);
    expect(again.code).toBe(1);
    expect(again.stderr).not.toBe('');
  });

  it('resolve --json prints the resolved report', async () => {
    const { reportId } = await reportedMessage();
    const run = await asAdmin(['reports', 'resolve', reportId, '--yes', '--json', '--note', 'Handled']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: reportId, status: 'resolved', resolutionNote: 'Handled' });
  });

  it('refuses to resolve without --yes when not on a terminal (exit 2), and a malformed id (exit 2)', async () => {
    const { reportId } = await reportedMessage();
    const run = await asAdmin(['reports', 'resolve', reportId]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/without --yes when not on a terminal/);
    expect((await listJson()).some((report) => report.id === reportId)).toBe(true);
    expect(await asAdmin(['reports', 'resolve', 'not-an-id', '--yes'])).toMatchObject({ code: 2, stderr: 'Expected a report id (see: momstride reports list), got "not-an-id"\n' });
  });

  it('refuses members (exit 1)', async () => {
    const member = await freshMember();
    const run = await runMomstride(['reports', 'list'], { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(run).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
  });
});
