import type { ReportSummaryFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';
import { localDateTime } from '../events/event-format.js';

const EXCERPT_LENGTH = 60;

const nameOf = (person: { firstName: string; lastName: string; email?: string | null }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** The message's first line, shortened to EXCERPT_LENGTH characters. */
export function excerpt(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= EXCERPT_LENGTH ? line : `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…`;
}

/** Columns of `reports list`: on a terminal local times and names; piped, ISO instants and e-mails for scripts. */
export function reportColumns(rich: boolean): TableColumn<ReportSummaryFragment>[] {
  return [
    { header: 'ID', value: (report) => report.id, keepWidth: true },
    { header: 'Reported', value: (report) => (rich ? localDateTime(report.createdAt) : report.createdAt) },
    { header: 'Reason', value: (report) => report.reason },
    { header: 'Sender', value: (report) => (rich ? nameOf(report.sender) : report.sender.email ?? report.sender.id) },
    { header: 'Reporter', value: (report) => (rich ? nameOf(report.reporter) : report.reporter.email ?? report.reporter.id) },
    { header: 'Message', value: (report) => excerpt(report.message.content) },
  ];
}

/** "Maya Patel's message "See you at…"", for prompts and confirmations. */
export const describeReport = (report: ReportSummaryFragment): string => `${nameOf(report.sender)}'s message "${excerpt(report.message.content)}"`;
