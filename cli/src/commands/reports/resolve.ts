import { MessageReportsDocument, ResolveMessageReportDocument, type ReportSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { parseId } from '../ids.js';
import { adminRequest } from '../users/admin-access.js';
import { REPORTS_LIST_SIZE } from './list.js';
import { describeReport } from './report-format.js';

export interface ReportsResolveOptions {
  /** A note for the record (at most 1,000 characters; the server checks). */
  note?: string;
  /** Skip the confirmation prompt (required when not on a terminal). */
  yes?: boolean;
}

/**
 * Resolves an open report (admins only) after a confirmation naming the reported message; `--json` prints the resolved
 * report. An unknown id is the server's "Report not found", a resolved one its CONFLICT (both exit 1).
 */
export async function reportsResolve(ctx: CommandContext, target: string, options: ReportsResolveOptions): Promise<ReportSummaryFragment> {
  const id = parseId(target, 'a report id (see: momstride reports list)');
  const { messageReports } = await ctx.out.task('Loading report...', () =>
    adminRequest(ctx, MessageReportsDocument, { status: 'open', limit: REPORTS_LIST_SIZE }),
  );
  const open = messageReports.find((report) => report.id === id);
  const what = open ? `the report of ${describeReport(open)}` : `report ${id}`;
  await ctx.out.confirm(`Resolve ${what}?`, { yes: options.yes, action: `resolve ${what}` });
  const note = options.note?.trim() || null;
  const { resolveMessageReport } = await ctx.out.task('Resolving...', () => adminRequest(ctx, ResolveMessageReportDocument, { id, note }));
  if (ctx.out.json) ctx.out.printJson(resolveMessageReport);
  else ctx.out.line(`Resolved ${what}`);
  return resolveMessageReport;
}
