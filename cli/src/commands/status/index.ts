/**
 * `momstride status` (admins): the System report — what the Admin Panel's System tab shows. Its action imports the
 * implementation only when the command runs.
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';

export function registerStatusCommand(program: Command, deps: CliDeps): void {
  withJsonOption(program.command('status'))
    .description('How MomStride is running: services, traffic, latency, queues, deliveries and disk (admins only)')
    .addHelpText(
      'after',
      `
Each service up or down with its version, requests a minute, error rate and p50/p95/p99 over the last hour,
the slowest operations, queues with waiting, retrying and dead deliveries, mails and webhooks, and disk used —
read by the gateway from every service's metrics once a minute (docs/operations.md, "The System tab"). During
the gateway's first minute the figures over time are not there yet ("collecting"). A member gets exit 1 and
"Admin access required". --json prints GET /api/admin/system's JSON as it is.
${examples(['momstride status', "momstride status --json | jq '.services[] | select(.up | not) | .name'"])}`,
    )
    .action(lazyAction(deps, async (ctx) => (await import('./status.js')).status(ctx)));
}
