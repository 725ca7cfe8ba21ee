import { SYSTEM_REPORT_PATH } from '@momstride/contracts/system-paths';
import type { SystemReport } from '@momstride/contracts/system-report';
import type { CommandContext } from '../../services/context.js';
import { withAdminHint } from '../users/admin-access.js';
import { statusText } from './status-format.js';

/** The System report (admins only): JSON with --json, else the summary in lines. */
export async function status(ctx: CommandContext): Promise<SystemReport> {
  let report: SystemReport;
  try {
    report = await ctx.out.task('Reading the system status...', () => ctx.api.restGet<SystemReport>(SYSTEM_REPORT_PATH));
  } catch (error) {
    throw withAdminHint(error);
  }
  await ctx.out.show({ json: () => report, plain: () => statusText(report, ctx.apiUrl) });
  return report;
}
