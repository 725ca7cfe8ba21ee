import { ReportQueueDocument, type MessageReportStatus, type ReportSubjectType, type ReportSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { reportColumns } from './report-format.js';

/** The server's cap on one page of reports. */
export const REPORTS_LIST_SIZE = 100;

export interface ReportsListOptions {
  /** Only reports of this kind. */
  kind?: ReportSubjectType;
  /** Open reports (newest first, the default) or resolved ones (latest resolved first). */
  status?: MessageReportStatus;
  /** The older spelling of `--status resolved`. */
  resolved?: boolean;
}

/** The moderation queue (admins only): every kind of report, or one, with what was reported in a few words. */
export async function reportsList(ctx: CommandContext, options: ReportsListOptions): Promise<ReportSummaryFragment[]> {
  const status = options.status ?? (options.resolved ? 'resolved' : 'open');
  const { reports } = await ctx.out.task('Loading reports...', () =>
    adminRequest(ctx, ReportQueueDocument, { kind: options.kind ?? null, status, limit: REPORTS_LIST_SIZE }),
  );
  const what = options.kind ? `${status} ${options.kind}` : status;
  await ctx.out.table({ rows: reports, columns: reportColumns(ctx.out.rich), empty: `No ${what} reports` });
  if (ctx.out.rich && reports.length > 0) ctx.out.line(`${reports.length} ${what} ${reports.length === 1 ? 'report' : 'reports'}`);
  return reports;
}
