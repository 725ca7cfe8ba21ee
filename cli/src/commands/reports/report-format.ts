import type { ReportSummaryFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';
import { localDateTime } from '../events/event-format.js';

const EXCERPT_LENGTH = 60;

const nameOf = (person: { firstName: string; lastName: string; email?: string | null }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** The text's first line, shortened to EXCERPT_LENGTH characters. */
export function excerpt(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= EXCERPT_LENGTH ? line : `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…`;
}

/** What was reported, in a few words: the message or post, the story's or photo's title, the review's stars and title, the member. */
export function subjectSummary(report: ReportSummaryFragment): string {
  if (report.message) return excerpt(report.message.content);
  if (report.post) return excerpt(report.post.content);
  if (report.story) return excerpt(report.story.title);
  if (report.photo) return excerpt(report.photo.title);
  if (report.review) return excerpt(`${'★'.repeat(report.review.rating)} ${report.review.title}`);
  if (report.member) return nameOf(report.member);
  return '(no longer available)';
}

/** Columns of `reports list`: on a terminal local times and names; piped, ISO instants and e-mails for scripts. */
export function reportColumns(rich: boolean): TableColumn<ReportSummaryFragment>[] {
  return [
    { header: 'ID', value: (report) => report.id, keepWidth: true },
    { header: 'Reported', value: (report) => (rich ? localDateTime(report.createdAt) : report.createdAt) },
    { header: 'Kind', value: (report) => report.subjectType },
    { header: 'Reason', value: (report) => report.reason },
    { header: 'Author', value: (report) => (rich ? nameOf(report.author) : report.author.email ?? report.author.id) },
    { header: 'Reporter', value: (report) => (rich ? nameOf(report.reporter) : report.reporter.email ?? report.reporter.id) },
    { header: 'Reports', value: (report) => String(report.reportCount) },
    { header: 'Content', value: subjectSummary },
  ];
}

/** "Maya Patel's post "See you at…"" (or "member Maya Patel"), for prompts and confirmations. */
export const describeReport = (report: ReportSummaryFragment): string =>
  report.subjectType === 'member' ? `member ${nameOf(report.author)}` : `${nameOf(report.author)}'s ${report.subjectType} "${subjectSummary(report)}"`;
