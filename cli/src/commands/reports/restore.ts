import { RestoreReportedContentDocument, type ReportSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { parseId } from '../ids.js';
import { adminRequest } from '../users/admin-access.js';
import { describeReport } from './report-format.js';

/**
 * Shows content a report hid again (admins only); `--json` prints the report. A report that hid nothing, or whose
 * content was restored already, is the server's CONFLICT "This content is not hidden" (exit 1).
 */
export async function reportsRestore(ctx: CommandContext, target: string): Promise<ReportSummaryFragment> {
  const id = parseId(target, 'a report id (see: momstride reports list --status resolved)');
  const { restoreReportedContent } = await ctx.out.task('Restoring...', () => adminRequest(ctx, RestoreReportedContentDocument, { id }));
  if (ctx.out.json) ctx.out.printJson(restoreReportedContent);
  else ctx.out.line(`Restored ${describeReport(restoreReportedContent)}`);
  return restoreReportedContent;
}
