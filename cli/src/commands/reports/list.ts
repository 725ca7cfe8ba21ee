import { MessageReportsDocument, type ReportSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { reportColumns } from './report-format.js';

/** The server's cap on one page of reports. */
export const REPORTS_LIST_SIZE = 100;

export interface ReportsListOptions {
  /** Resolved reports (latest resolved first) instead of the open ones (newest first). */
  resolved?: boolean;
}

/** Reported messages (admins only): the open ones newest first, or with --resolved the resolved ones. */
export async function reportsList(ctx: CommandContext, options: ReportsListOptions): Promise<ReportSummaryFragment[]> {
  const status = options.resolved ? 'resolved' : 'open';
  const { messageReports } = await ctx.out.task('Loading reports...', () =>
    adminRequest(ctx, MessageReportsDocument, { status, limit: REPORTS_LIST_SIZE }),
  );
  await ctx.out.table({ rows: messageReports, columns: reportColumns(ctx.out.rich), empty: `No ${status} reports` });
  if (ctx.out.rich && messageReports.length > 0) {
    ctx.out.line(`${messageReports.length} ${status} ${messageReports.length === 1 ? 'report' : 'reports'}`);
  }
  return messageReports;
}
