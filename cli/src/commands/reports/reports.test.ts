import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { freshMember, memberEnv, type FreshUser } from '../../test-support/users-harness.js';
import { knownToMessaging } from '@momstride/testing';

interface ReportJson {
  id: string;
  subjectType: string;
  reason: string;
  details: string | null;
  status: string;
  resolution: string | null;
  resolutionNote: string | null;
  reportCount: number;
  message: { content: string } | null;
  post: { content: string } | null;
  author: { email: string };
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
      subjectType: 'message',
      reportCount: 1,
      message: { content },
      author: { email: sender.email },
      reporter: { email: recipient.email },
    });
    const piped = await asAdmin(['reports', 'list']);
    const line = piped.stdout.split('\n').find((row) => row.startsWith(reportId));
    expect(line?.split('\t').slice(2)).toEqual(['message', 'spam', sender.email, recipient.email, '1', content]);

    expect(await asAdmin(['reports', 'resolve', reportId, '--note', 'Warned the sender', '--yes'])).toEqual({
      code: 0,
      stdout: `Dismissed the report of ${sender.firstName} ${sender.lastName}'s message "${content}"\n`,
      stderr: '',
    });
    expect((await listJson()).some((report) => report.id === reportId)).toBe(false);
    expect((await listJson('--resolved')).find((report) => report.id === reportId)).toMatchObject({
      status: 'resolved',
      resolution: 'dismissed',
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

  it('lists posts with --kind, hides one with --hide (a message cannot be hidden), restores it, and suspends and unsuspends a member', async () => {
    const [author, reporter] = [await freshMember(), await freshMember()];
    const text = `Rude post ${randomUUID()}`;
    const created = await graphql<{ createPost: { id: string } }>('mutation ($c: String!) { createPost(content: $c) { id } }', { c: text }, author.accessToken);
    const postId = created.data!.createPost.id;
    const reported = await graphql<{ reportContent: { id: string } }>(
      'mutation ($id: ID!) { reportContent(input: { subjectType: post, subjectId: $id, reason: inappropriate }) { id } }',
      { id: postId },
      reporter.accessToken,
    );
    const reportId = reported.data!.reportContent.id;
    const posts = await listJson('--kind', 'post');
    expect(posts.every((report) => report.subjectType === 'post')).toBe(true);
    expect(posts.find((report) => report.id === reportId)).toMatchObject({ post: { content: text }, author: { email: author.email } });
    expect((await listJson('--kind', 'message')).some((report) => report.id === reportId)).toBe(false);
    expect(await asAdmin(['reports', 'resolve', reportId, '--hide', '--suspend', '--yes'])).toMatchObject({ code: 2, stderr: 'Choose one of --dismiss, --hide and --suspend\n' });

    const hidden = await asAdmin(['reports', 'resolve', reportId, '--hide', '--note', 'Rude', '--yes']);
    expect(hidden).toEqual({ code: 0, stdout: `Hid the content of the report of ${author.firstName} ${author.lastName}'s post "${text}"\n`, stderr: '' });
    const feed = async () => (await graphql<{ feed: Array<{ id: string }> }>('{ feed(limit: 50) { id } }', {}, reporter.accessToken)).data!.feed.map((post) => post.id);
    expect(await feed()).not.toContain(postId);
    const restored = await asAdmin(['reports', 'restore', reportId, '--json']);
    expect(restored.code).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({ id: reportId, resolution: 'hidden', restoredAt: expect.any(String) });
    expect(await feed()).toContain(postId);
    expect((await asAdmin(['reports', 'restore', reportId])).code).toBe(1);

    const { reportId: messageReport } = await reportedMessage();
    expect((await asAdmin(['reports', 'resolve', messageReport, '--hide', '--yes'])).code).toBe(1);
    const member = await graphql<{ reportContent: { id: string } }>(
      'mutation ($id: ID!) { reportContent(input: { subjectType: member, subjectId: $id, reason: harassment }) { id } }',
      { id: author.id },
      reporter.accessToken,
    );
    expect((await asAdmin(['reports', 'resolve', member.data!.reportContent.id, '--suspend', '--yes'])).code).toBe(0);
    expect(await asAdmin(['users', 'unsuspend', author.email, '--yes'])).toEqual({
      code: 0,
      stdout: `Lifted ${author.firstName} ${author.lastName}'s suspension: they can sign in again\n`,
      stderr: '',
    });
    expect(await asAdmin(['users', 'unsuspend', author.email, '--yes'])).toMatchObject({ code: 1, stderr: `${author.firstName} ${author.lastName} is not suspended\n` });
  });

  it('refuses members (exit 1)', async () => {
    const member = await freshMember();
    const run = await runMomstride(['reports', 'list'], { configDir: tempConfigDir(), env: memberEnv(member) });
    expect(run).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
  });
});
