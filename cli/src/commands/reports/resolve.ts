import { ReportQueueDocument, ResolveQueuedReportDocument, type ReportAction, type ReportSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { UsageError } from '../../services/errors.js';
import { parseId } from '../ids.js';
import { adminRequest } from '../users/admin-access.js';
import { REPORTS_LIST_SIZE } from './list.js';
import { describeReport } from './report-format.js';

export interface ReportsResolveOptions {
  /** Keep the content and close the report (the default). */
  dismiss?: boolean;
  /** Hide the content from every other member. */
  hide?: boolean;
  /** Suspend its author. */
  suspend?: boolean;
  /** A note for the record (at most 1,000 characters; the server checks). */
  note?: string;
  /** Skip the confirmation prompt (required when not on a terminal). */
  yes?: boolean;
}

const verbs: Readonly<Record<ReportAction, { ask: string; done: string }>> = {
  dismiss: { ask: 'Dismiss', done: 'Dismissed' },
  hide: { ask: 'Hide the content of', done: 'Hid the content of' },
  suspend: { ask: 'Suspend the author of', done: 'Suspended the author of' },
};

/** The one action the flags name (--dismiss when none); two at once is a usage error. */
export function actionOf(options: ReportsResolveOptions): ReportAction {
  const chosen = (['dismiss', 'hide', 'suspend'] as const).filter((action) => options[action]);
  if (chosen.length > 1) throw new UsageError('Choose one of --dismiss, --hide and --suspend');
  return chosen[0] ?? 'dismiss';
}

/**
 * Resolves an open report (admins only) — and every other open report of the same content — after a confirmation
 * naming what was reported; `--json` prints the resolved report. An unknown id is the server's "Report not found",
 * a resolved one its CONFLICT (both exit 1).
 */
export async function reportsResolve(ctx: CommandContext, target: string, options: ReportsResolveOptions): Promise<ReportSummaryFragment> {
  const id = parseId(target, 'a report id (see: momstride reports list)');
  const action = actionOf(options);
  const { reports } = await ctx.out.task('Loading report...', () => adminRequest(ctx, ReportQueueDocument, { status: 'open', limit: REPORTS_LIST_SIZE }));
  const open = reports.find((report) => report.id === id);
  const what = open ? `the report of ${describeReport(open)}` : `report ${id}`;
  await ctx.out.confirm(`${verbs[action].ask} ${what}?`, { yes: options.yes, action: `${verbs[action].ask.toLowerCase()} ${what}` });
  const note = options.note?.trim() || null;
  const { resolveReport } = await ctx.out.task('Resolving...', () => adminRequest(ctx, ResolveQueuedReportDocument, { id, action, note }));
  if (ctx.out.json) ctx.out.printJson(resolveReport);
  else ctx.out.line(`${verbs[action].done} ${what}`);
  return resolveReport;
}
