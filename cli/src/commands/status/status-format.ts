import type { SystemReport } from '@momstride/contracts/system-report';
import { formatBytes, formatMs, formatPerMinute, formatRate, NO_FIGURE, windowLabel } from '@momstride/contracts/system-format';

const count = (value: number | null): string => (value === null ? NO_FIGURE : String(value));

/** Columns padded to their widest cell, two spaces apart. */
const columns = (rows: readonly (readonly string[])[]): string[] => {
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  return rows.map((row) => row.map((cell, index) => (index === row.length - 1 ? cell : cell.padEnd(widths[index]!))).join('  ').trimEnd());
};

/** `momstride status` without --json: the report in lines, the same summary as the Admin Panel's System tab. */
export function statusText(report: SystemReport, apiUrl: string): string {
  const down = report.services.filter((service) => !service.up).length;
  const window = report.collecting
    ? 'collecting: the services are read once a minute, so figures over time show after the first minute'
    : windowLabel(report.window_minutes);
  const lines = [`MomStride at ${apiUrl} — ${down === 0 ? `all ${report.services.length} services up` : `${down} of ${report.services.length} services down`}, ${window}`, ''];
  lines.push(
    ...columns([
      ['SERVICE', 'STATE', 'VERSION', 'REQ/MIN', 'ERRORS', 'P50', 'P95', 'P99'],
      ...report.services.map((service) => [
        service.name,
        service.up ? 'up' : 'DOWN',
        service.version ?? NO_FIGURE,
        formatPerMinute(service.requests_per_minute),
        formatRate(service.error_rate),
        formatMs(service.p50_ms),
        formatMs(service.p95_ms),
        formatMs(service.p99_ms),
      ]),
    ]),
  );
  lines.push('', 'Slowest operations (p95)');
  if (report.slowest_operations.length === 0) lines.push(report.collecting ? '  collecting' : '  none in the last hour');
  for (const operation of report.slowest_operations) {
    lines.push(`  ${formatMs(operation.p95_ms).padStart(8)}  ${operation.name} (${operation.kind === 'graphql' ? 'GraphQL' : 'REST'}, ${operation.service}, ${operation.requests} requests)`);
  }
  const busy = report.queues.filter((queue) => queue.queued + queue.active + queue.retry + queue.dead_letters > 0);
  lines.push('', 'Queues');
  for (const queue of busy) {
    const parts = [`${queue.queued} waiting`, `${queue.active} running`, `${queue.retry} retrying`, `${queue.dead_letters} dead letters`];
    lines.push(`  ${queue.queue} (${queue.service}): ${parts.join(', ')}`);
  }
  const quiet = report.queues.length - busy.length;
  if (busy.length === 0) lines.push(report.queues.length === 0 ? '  none reported yet' : `  all ${quiet} empty`);
  else if (quiet > 0) lines.push(`  ${quiet} other queues empty`);
  if (busy.some((queue) => queue.dead_letters > 0)) lines.push("  Retry dead letters in the Admin Panel's System tab.");
  const { deliveries, disk } = report;
  lines.push(
    '',
    `Mails, last hour: ${count(deliveries.mails_sent)} sent, ${count(deliveries.mails_failed)} failed`,
    `Webhooks, last hour: ${count(deliveries.webhooks_delivered)} delivered, ${count(deliveries.webhooks_failed)} attempts failed, ${count(deliveries.webhooks_dead)} given up`,
    `Disk: media ${formatBytes(disk.media_bytes)}${disk.databases.map(({ database, bytes }) => `, ${database} ${formatBytes(bytes)}`).join('')}`,
  );
  return lines.join('\n');
}
