import { randomUUID } from 'node:crypto';
import {
  badUserInput,
  characterCount,
  conflict,
  HIDEABLE_SUBJECT_KINDS,
  isUuid,
  notFound,
  toSnapshots,
  trimmedText,
  type EntityManager,
  type Page,
} from '@momstride/kit';
import { MESSAGE_NOT_FOUND } from '../messages/message-rules.js';
import { createNotifications } from '../notifications/notification.service.js';
import { notificationTexts } from '../notifications/notification-texts.js';
import { Report } from './report.entity.js';
import { MessageReportStatus, type MessageReportReason } from './report-reason.js';
import { ReportAction, resolutionOf, ReportResolution, subjectNouns, type ReportSubjectType } from './report-subject.js';
import type { SubjectOwners } from './subject-owners.js';

export const REPORTS_DEFAULT_LIMIT = 50;
export const REPORTS_MAX_LIMIT = 100;
export const TEXT_MAX_LENGTH = 1000;
export const DETAILS_TOO_LONG = 'Details can be at most 1,000 characters';
export const NOTE_TOO_LONG = 'The note can be at most 1,000 characters';
export const REPORT_NOT_FOUND = 'Report not found';
export const ALREADY_RESOLVED = 'This report has already been resolved';
export const NOT_HIDDEN = 'This content is not hidden';
export const CANNOT_SUSPEND = "This member can't be suspended (she owns the organization, or her account is gone)";
export const alreadyReported = (kind: ReportSubjectType): string => `You have already reported this ${subjectNouns[kind]}`;
export const subjectNotFound = (kind: ReportSubjectType): string =>
  kind === 'message' ? MESSAGE_NOT_FOUND : kind === 'member' ? 'User not found' : `${subjectNouns[kind][0]!.toUpperCase()}${subjectNouns[kind].slice(1)} not found`;
export const ownSubject = (kind: ReportSubjectType): string => (kind === 'member' ? "You can't report yourself" : `You can't report your own ${subjectNouns[kind]}`);
export const cannotHide = (kind: ReportSubjectType): string =>
  kind === 'member' ? "A member can't be hidden: suspend her instead" : "A message can't be hidden: dismiss the report or suspend its sender";

/** Where her notice about hidden content leads (web paths): the screen that showed it. */
const shownAt: Readonly<Record<ReportSubjectType, string>> = {
  message: '/messages',
  post: '/profile',
  story: '/community?tab=stories',
  photo: '/gallery',
  review: '/reviews',
  member: '/profile',
};

/** Tells the author her content was hidden or shows again (a `moderation` notification), in the caller's transaction. */
const tellAuthor = (tem: EntityManager, report: Report, hidden: boolean) =>
  createNotifications(tem, [
    {
      userId: report.subjectOwnerId,
      actorId: null,
      ...(hidden ? notificationTexts.contentHidden : notificationTexts.contentRestored)(subjectNouns[report.subjectType], shownAt[report.subjectType]),
    },
  ]);

/** Optional free text: trimmed, blank → null, at most 1,000 characters (else BAD_USER_INPUT on `field`). */
function optionalText(value: string | null | undefined, field: string, tooLong: string): string | null {
  const text = trimmedText(value);
  if (text === '') return null;
  if (characterCount(text) > TEXT_MAX_LENGTH) throw badUserInput(tooLong, [{ field, message: tooLong }]);
  return text;
}

export interface ReportInput {
  subjectType: ReportSubjectType;
  subjectId: string;
  reason: MessageReportReason;
  details?: string | null;
}

/**
 * Reports a subject the viewer can see (docs/product.md, "Reporting and moderation"): its owner says whether it
 * exists for her and who wrote it (unknown, hidden or not hers to see: NOT_FOUND; a message she did not receive —
 * her own included — is "Message not found"); her own content is BAD_USER_INPUT. One open report per reporter and
 * subject: another while it is open is CONFLICT.
 */
export async function reportSubject(em: EntityManager, owners: SubjectOwners, reporterId: string, input: ReportInput): Promise<Report> {
  const details = optionalText(input.details, 'details', DETAILS_TOO_LONG);
  const kind = input.subjectType;
  if (!isUuid(input.subjectId)) throw notFound(subjectNotFound(kind));
  const authorId = await owners.authorOf(em, kind, input.subjectId, reporterId);
  if (!authorId) throw notFound(subjectNotFound(kind));
  if (authorId === reporterId) throw badUserInput(ownSubject(kind), [{ field: 'subjectId', message: ownSubject(kind) }]);
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `insert into reports (id, subject_type, subject_id, reporter_id, subject_owner_id, reason, details) values (?, ?, ?, ?, ?, ?, ?)
     on conflict (subject_type, subject_id, reporter_id) where resolved_at is null do nothing
     returning *`,
    [randomUUID(), kind, input.subjectId, reporterId, authorId, input.reason, details],
  );
  const [report] = toSnapshots(em, Report, rows);
  if (!report) throw conflict(alreadyReported(kind));
  return report;
}

export interface ReportFilter {
  status: MessageReportStatus;
  kind?: ReportSubjectType | null | undefined;
}

/** The queue for admins: open reports newest first, or resolved ones latest resolved first; of one kind or all. */
export async function listReports(em: EntityManager, filter: ReportFilter, page: Page): Promise<Report[]> {
  const open = filter.status === MessageReportStatus.open;
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `select * from reports where resolved_at is ${open ? '' : 'not '}null ${filter.kind ? 'and subject_type = ?' : ''}
      order by ${open ? 'created_at' : 'resolved_at'} desc, id desc limit ? offset ?`,
    [...(filter.kind ? [filter.kind] : []), page.limit, page.offset],
  );
  return toSnapshots(em, Report, rows);
}

/** How many reports each subject (`kind:id`) has had, open or resolved: one statement for N subjects. */
export async function reportCounts(em: EntityManager, keys: readonly string[]): Promise<number[]> {
  const subjects = keys.map((key) => key.split(':') as [string, string]);
  const rows = await em.execute<Array<{ subject_type: string; subject_id: string; count: number }>>(
    `select subject_type, subject_id, count(distinct reporter_id)::int as count from reports
      where (subject_type, subject_id) in (select * from unnest(array[?]::text[], array[?]::uuid[])) group by subject_type, subject_id`,
    [subjects.map(([kind]) => kind), subjects.map(([, id]) => id)],
  );
  const counts = new Map(rows.map((row) => [`${row.subject_type}:${row.subject_id}`, row.count]));
  return keys.map((key) => counts.get(key) ?? 0);
}

async function openReport(em: EntityManager, reportId: string): Promise<Report> {
  if (!isUuid(reportId)) throw notFound(REPORT_NOT_FOUND);
  const [report] = toSnapshots(em, Report, await em.execute<Array<Record<string, unknown>>>('select * from reports where id = ?', [reportId]));
  if (!report) throw notFound(REPORT_NOT_FOUND);
  if (report.resolvedAt) throw conflict(ALREADY_RESOLVED);
  return report;
}

/**
 * Resolves an open report and every other open report of the same subject (docs/product.md, "Reporting and
 * moderation"): dismiss; hide the content (its owner hides it first, so a report is never closed as hidden while
 * the content still shows; its author is told, a `moderation` notification); or suspend its author (accounts
 * suspends her first). NOT_FOUND for an unknown id;
 * CONFLICT when already resolved; a member or a message cannot be hidden, nor the organization owner suspended
 * (BAD_USER_INPUT).
 */
export async function resolveReport(
  em: EntityManager,
  owners: SubjectOwners,
  adminId: string,
  reportId: string,
  action: ReportAction,
  note?: string | null,
): Promise<Report> {
  const resolutionNote = optionalText(note, 'note', NOTE_TOO_LONG);
  const report = await openReport(em, reportId);
  if (action === ReportAction.hide) {
    if (!HIDEABLE_SUBJECT_KINDS.includes(report.subjectType)) throw badUserInput(cannotHide(report.subjectType), [{ field: 'action', message: cannotHide(report.subjectType) }]);
    await owners.setHidden(report.subjectType, report.subjectId, true);
  } else if (action === ReportAction.suspend) {
    if (!(await owners.setSuspended(report.subjectOwnerId, true))) throw badUserInput(CANNOT_SUSPEND, [{ field: 'action', message: CANNOT_SUSPEND }]);
  }
  return em.transactional(async (tem) => {
    const rows = await tem.execute<Array<Record<string, unknown>>>(
      `update reports set resolved_at = clock_timestamp(), resolved_by = ?, resolution = ?, resolution_note = ?
        where subject_type = ? and subject_id = ? and resolved_at is null returning *`,
      [adminId, resolutionOf[action], resolutionNote, report.subjectType, report.subjectId],
    );
    const resolved = toSnapshots(tem, Report, rows).find((row) => row.id === report.id);
    if (!resolved) throw conflict(ALREADY_RESOLVED);
    if (action === ReportAction.hide) await tellAuthor(tem, resolved, true);
    return resolved;
  });
}

/**
 * Shows hidden content again: the report must have hidden it and not been restored (else CONFLICT "This content is
 * not hidden"); its owner shows it, then every report that hid that subject is marked restored and its author is told.
 */
export async function restoreReportedContent(em: EntityManager, owners: SubjectOwners, adminId: string, reportId: string): Promise<Report> {
  if (!isUuid(reportId)) throw notFound(REPORT_NOT_FOUND);
  const [report] = toSnapshots(em, Report, await em.execute<Array<Record<string, unknown>>>('select * from reports where id = ?', [reportId]));
  if (!report) throw notFound(REPORT_NOT_FOUND);
  if (report.resolution !== ReportResolution.hidden || report.restoredAt) throw conflict(NOT_HIDDEN);
  await owners.setHidden(report.subjectType, report.subjectId, false);
  return em.transactional(async (tem) => {
    const rows = await tem.execute<Array<Record<string, unknown>>>(
      `update reports set restored_at = clock_timestamp(), restored_by = ?
        where subject_type = ? and subject_id = ? and resolution = 'hidden' and restored_at is null returning *`,
      [adminId, report.subjectType, report.subjectId],
    );
    const restored = toSnapshots(tem, Report, rows).find((row) => row.id === report.id);
    if (!restored) throw conflict(NOT_HIDDEN);
    await tellAuthor(tem, restored, false);
    return restored;
  });
}
