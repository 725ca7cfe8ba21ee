import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorOf, messagingMembers, OWNER_VIEWER, viewerOf } from '@momstride/testing';
import { messaging, sendOk } from '../../testing/messaging.js';

const REPORT = `mutation($m: ID!, $reason: MessageReportReason!, $details: String) {
  reportMessage(messageId: $m, reason: $reason, details: $details) { id reason details status createdAt message { id content } }
}`;
const REPORT_FIELDS = 'id reason details status createdAt resolvedAt resolutionNote resolvedBy { id } reporter { id } sender { id } message { id content sender { id } recipient { id } }';
const REPORTS = `query($status: MessageReportStatus! = open, $limit: Int! = 100) { messageReports(status: $status, limit: $limit) { ${REPORT_FIELDS} } }`;
const RESOLVE = `mutation($id: ID!, $note: String) { resolveMessageReport(id: $id, note: $note) { ${REPORT_FIELDS} } }`;

interface ReportView {
  id: string;
  status: string;
  resolutionNote: string | null;
  resolvedBy: { id: string } | null;
}

describe('reporting messages', () => {
  it('a member reports a message she received, once while it is open; admins list it with the message, sender and reporter and resolve it', async () => {
    const [ann, bea] = await messagingMembers(2);
    const rude = await sendOk(ann!, bea!, 'Buy my course or else');
    const { reportMessage } = await messaging.gqlOk<{ reportMessage: { id: string } }>(
      REPORT,
      { m: rude.id, reason: 'harassment', details: '  Keeps pushing her course at me  ' },
      viewerOf(bea!),
    );
    expect(reportMessage).toMatchObject({ reason: 'harassment', details: 'Keeps pushing her course at me', status: 'open', message: { id: rude.id } });
    expect(errorOf(await messaging.gql(REPORT, { m: rude.id, reason: 'spam' }, viewerOf(bea!)))).toEqual({
      code: 'CONFLICT',
      message: 'You have already reported this message',
    });

    const { messageReports } = await messaging.gqlOk<{ messageReports: ReportView[] }>(REPORTS, {}, OWNER_VIEWER);
    expect(messageReports.find((report) => report.id === reportMessage.id)).toEqual({
      ...reportMessage,
      resolvedAt: null,
      resolutionNote: null,
      resolvedBy: null,
      reporter: { id: bea!.user.id },
      sender: { id: ann!.user.id },
      message: { id: rude.id, content: rude.content, sender: { id: ann!.user.id }, recipient: { id: bea!.user.id } },
    });

    const { resolveMessageReport } = await messaging.gqlOk<{ resolveMessageReport: ReportView }>(
      RESOLVE,
      { id: reportMessage.id, note: 'Talked to Ann; she apologised.' },
      OWNER_VIEWER,
    );
    expect(resolveMessageReport).toMatchObject({ status: 'resolved', resolutionNote: 'Talked to Ann; she apologised.', resolvedBy: { id: OWNER_VIEWER.userId } });
    expect(errorOf(await messaging.gql(RESOLVE, { id: reportMessage.id }, OWNER_VIEWER))).toEqual({ code: 'CONFLICT', message: 'This report has already been resolved' });
    const open = await messaging.gqlOk<{ messageReports: ReportView[] }>(REPORTS, {}, OWNER_VIEWER);
    expect(open.messageReports.map((report) => report.id)).not.toContain(reportMessage.id);
    const resolved = await messaging.gqlOk<{ messageReports: ReportView[] }>(REPORTS, { status: 'resolved' }, OWNER_VIEWER);
    expect(resolved.messageReports[0]?.id).toBe(reportMessage.id);
    // Once resolved, she may report it again.
    await messaging.gqlOk(REPORT, { m: rude.id, reason: 'spam' }, viewerOf(bea!));
  });

  it('only a message she received can be reported; members get FORBIDDEN on the admin operations', async () => {
    const [ann, bea, eve] = await messagingMembers(3);
    const message = await sendOk(ann!, bea!, 'Hello Bea');
    const notFound = { code: 'NOT_FOUND', message: 'Message not found' };
    expect(errorOf(await messaging.gql(REPORT, { m: message.id, reason: 'spam' }, viewerOf(ann!)))).toEqual(notFound); // her own
    expect(errorOf(await messaging.gql(REPORT, { m: message.id, reason: 'spam' }, viewerOf(eve!)))).toEqual(notFound); // another pair's
    expect(errorOf(await messaging.gql(REPORT, { m: randomUUID(), reason: 'spam' }, viewerOf(bea!)))).toEqual(notFound);
    expect(errorOf(await messaging.gql(REPORT, { m: message.id, reason: 'other', details: 'x'.repeat(1001) }, viewerOf(bea!)))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Details can be at most 1,000 characters',
    });
    expect(errorOf(await messaging.gql(REPORT, { m: message.id, reason: 'rude' }, viewerOf(bea!))).code).toBe('BAD_USER_INPUT');

    const { reportMessage } = await messaging.gqlOk<{ reportMessage: { id: string } }>(REPORT, { m: message.id, reason: 'other', details: 'x'.repeat(1000) }, viewerOf(bea!));
    const forbidden = { code: 'FORBIDDEN', message: 'Admin access required' };
    expect(errorOf(await messaging.gql(REPORTS, {}, viewerOf(bea!)))).toEqual(forbidden);
    expect(errorOf(await messaging.gql(RESOLVE, { id: reportMessage.id }, viewerOf(bea!)))).toEqual(forbidden);
    expect(errorOf(await messaging.gql(RESOLVE, { id: randomUUID() }, OWNER_VIEWER))).toEqual({ code: 'NOT_FOUND', message: 'Report not found' });
    expect(errorOf(await messaging.gql(RESOLVE, { id: reportMessage.id, note: 'n'.repeat(1001) }, OWNER_VIEWER))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The note can be at most 1,000 characters',
    });
    const reasons = await messaging.gqlOk<{ messageReportReasons: Array<{ value: string; label: string }> }>('{ messageReportReasons { value label } }', {}, viewerOf(bea!));
    expect(reasons.messageReportReasons.map((reason) => reason.value)).toEqual(['spam', 'harassment', 'inappropriate', 'scam', 'other']);
  });
});

const REPORT_CONTENT = `mutation($input: ReportContentInput!) { reportContent(input: $input) { id subjectType subjectId status reportCount author { id } message { id } } }`;
const QUEUE = `query($kind: ReportSubjectType, $status: MessageReportStatus! = open) {
  reports(kind: $kind, status: $status, limit: 100) { id subjectType reportCount resolution resolutionNote author { id } reporter { id } message { id content } post { id } member { id } }
}`;
const RESOLVE_AS = `mutation($id: ID!, $action: ReportAction!, $note: String) { resolveReport(id: $id, action: $action, note: $note) { id status resolution resolutionNote } }`;

describe('the one queue: reportContent, reports, resolveReport', () => {
  it('a message reported through reportContent is in the queue with its message and count; a message cannot be hidden; dismissing resolves it', async () => {
    const [ann, bea] = await messagingMembers(2);
    const rude = await sendOk(ann!, bea!, 'You walk too slowly');
    const input = { subjectType: 'message', subjectId: rude.id, reason: 'harassment' };
    const { reportContent } = await messaging.gqlOk<{ reportContent: { id: string } }>(REPORT_CONTENT, { input }, viewerOf(bea!));
    expect(reportContent).toMatchObject({ subjectType: 'message', subjectId: rude.id, status: 'open', reportCount: 1, author: { id: ann!.user.id }, message: { id: rude.id } });
    expect(errorOf(await messaging.gql(REPORT_CONTENT, { input }, viewerOf(bea!)))).toEqual({ code: 'CONFLICT', message: 'You have already reported this message' });
    expect(errorOf(await messaging.gql(REPORT_CONTENT, { input }, viewerOf(ann!)))).toEqual({ code: 'NOT_FOUND', message: 'Message not found' });
    expect(errorOf(await messaging.gql(QUEUE, {}, viewerOf(bea!)))).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });

    const { reports } = await messaging.gqlOk<{ reports: Array<{ id: string }> }>(QUEUE, { kind: 'message' }, OWNER_VIEWER);
    expect(reports.find((entry) => entry.id === reportContent.id)).toEqual({
      id: reportContent.id,
      subjectType: 'message',
      reportCount: 1,
      resolution: null,
      resolutionNote: null,
      author: { id: ann!.user.id },
      reporter: { id: bea!.user.id },
      message: { id: rude.id, content: 'You walk too slowly' },
      post: null,
      member: null,
    });
    const postsOnly = await messaging.gqlOk<{ reports: Array<{ id: string }> }>(QUEUE, { kind: 'post' }, OWNER_VIEWER);
    expect(postsOnly.reports.map((entry) => entry.id)).not.toContain(reportContent.id);

    expect(errorOf(await messaging.gql(RESOLVE_AS, { id: reportContent.id, action: 'hide' }, OWNER_VIEWER))).toEqual({
      code: 'BAD_USER_INPUT',
      message: "A message can't be hidden: dismiss the report or suspend its sender",
    });
    const { resolveReport } = await messaging.gqlOk<{ resolveReport: unknown }>(RESOLVE_AS, { id: reportContent.id, action: 'dismiss', note: 'Friendly teasing' }, OWNER_VIEWER);
    expect(resolveReport).toEqual({ id: reportContent.id, status: 'resolved', resolution: 'dismissed', resolutionNote: 'Friendly teasing' });
    const resolved = await messaging.gqlOk<{ reports: Array<{ id: string }> }>(QUEUE, { status: 'resolved' }, OWNER_VIEWER);
    expect(resolved.reports[0]?.id).toBe(reportContent.id);
  });
});
