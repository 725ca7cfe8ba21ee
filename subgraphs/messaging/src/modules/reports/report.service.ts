import { randomUUID } from 'node:crypto';
import { badUserInput, characterCount, conflict, entityQuery, isUuid, notFound, toSnapshots, trimmedText, type EntityManager, type Page } from '@momstride/kit';
import { MESSAGE_NOT_FOUND } from '../messages/message-rules.js';
import { MessageReport } from './report.entity.js';
import { MessageReportStatus, type MessageReportReason } from './report-reason.js';

export const REPORTS_DEFAULT_LIMIT = 50;
export const REPORTS_MAX_LIMIT = 100;
export const TEXT_MAX_LENGTH = 1000;
export const DETAILS_TOO_LONG = 'Details can be at most 1,000 characters';
export const NOTE_TOO_LONG = 'The note can be at most 1,000 characters';
export const ALREADY_REPORTED = 'You have already reported this message';
export const REPORT_NOT_FOUND = 'Report not found';
export const ALREADY_RESOLVED = 'This report has already been resolved';

/** Optional free text: trimmed, blank → null, at most 1,000 characters (else BAD_USER_INPUT on `field`). */
function optionalText(value: string | null | undefined, field: string, tooLong: string): string | null {
  const text = trimmedText(value);
  if (text === '') return null;
  if (characterCount(text) > TEXT_MAX_LENGTH) throw badUserInput(tooLong, [{ field, message: tooLong }]);
  return text;
}

/**
 * Reports a message the viewer received (anything else — her own, another pair's, unknown — is NOT_FOUND "Message
 * not found"). One open report per reporter and message: another while it is open is CONFLICT.
 */
export async function reportMessage(
  em: EntityManager,
  reporterId: string,
  input: { messageId: string; reason: MessageReportReason; details?: string | null },
): Promise<MessageReport> {
  const details = optionalText(input.details, 'details', DETAILS_TOO_LONG);
  if (!isUuid(input.messageId)) throw notFound(MESSAGE_NOT_FOUND);
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `insert into message_reports (id, message_id, reporter_id, sender_id, reason, details)
     select ?, id, recipient_id, sender_id, ?, ? from messages where id = ? and recipient_id = ?
     on conflict (message_id, reporter_id) where resolved_at is null do nothing
     returning *`,
    [randomUUID(), input.reason, details, input.messageId, reporterId],
  );
  const [report] = toSnapshots(em, MessageReport, rows);
  if (report) return report;
  const received = await em.execute<unknown[]>('select 1 from messages where id = ? and recipient_id = ?', [input.messageId, reporterId]);
  if (received.length === 0) throw notFound(MESSAGE_NOT_FOUND);
  throw conflict(ALREADY_REPORTED);
}

const openReports = entityQuery(MessageReport, 'where "resolved_at" is null order by "created_at" desc, "id" desc limit $1 offset $2');
const resolvedReports = entityQuery(MessageReport, 'where "resolved_at" is not null order by "resolved_at" desc, "id" desc limit $1 offset $2');

/** Reports for admins: open ones newest first, or resolved ones latest resolved first. */
export const listReports = (em: EntityManager, status: MessageReportStatus, page: Page): Promise<MessageReport[]> =>
  (status === MessageReportStatus.open ? openReports : resolvedReports)(em, [page.limit, page.offset]);

/** Resolves an open report with an optional note. NOT_FOUND for an unknown id; CONFLICT when already resolved. */
export async function resolveReport(em: EntityManager, adminId: string, reportId: string, note?: string | null): Promise<MessageReport> {
  const resolutionNote = optionalText(note, 'note', NOTE_TOO_LONG);
  if (!isUuid(reportId)) throw notFound(REPORT_NOT_FOUND);
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `update message_reports set resolved_at = clock_timestamp(), resolved_by = ?, resolution_note = ? where id = ? and resolved_at is null returning *`,
    [adminId, resolutionNote, reportId],
  );
  const [report] = toSnapshots(em, MessageReport, rows);
  if (report) return report;
  const known = await em.execute<unknown[]>('select 1 from message_reports where id = ?', [reportId]);
  throw known.length === 0 ? notFound(REPORT_NOT_FOUND) : conflict(ALREADY_RESOLVED);
}
