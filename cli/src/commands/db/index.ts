/**
 * The `db` commands (whoever runs MomStride's PostgreSQL): back up every MomStride database into a folder and restore
 * one; reconcile the subgraphs' copies of members and events. Unlike the other commands they talk to the PostgreSQL
 * server, through its client tools (reconcile: to the running subgraphs), not to the gateway.
 * Each action imports its verb's implementation only when that command runs.
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { DbServerOptions } from './backup.js';
import type { DbReconcileOptions } from './reconcile.js';
import type { DbRestoreOptions } from './restore.js';

const DATABASE_URL_HELP = `PostgreSQL server URL, e.g. postgres://postgres:secret@db.example:5432 (env MOMSTRIDE_DATABASE_URL; default: npm start's embedded server)`;

export function registerDbCommands(program: Command, deps: CliDeps): void {
  const db = program
    .command('db')
    .description('Back up and restore every MomStride database (PostgreSQL client tools needed); reconcile the subgraphs\' copies')
    .addHelpText(
      'after',
      `
Both commands run the PostgreSQL client tools found on PATH (pg_dump, pg_restore, psql; Debian/Ubuntu package
postgresql-client), of the server's major version or newer. They work on the domain-event queue's database and
each subgraph's database (subgraphs.config.ts), on the server given by --database-url or MOMSTRIDE_DATABASE_URL; by
default on this checkout's npm start embedded PostgreSQL (password from .data/secrets.json, port
EMBEDDED_POSTGRES_PORT or 54329), which runs while npm start does. Uploaded files (MEDIA_DIR or S3) are not in the
databases: back them up apart.
${examples([
  'momstride db backup ./backups/today',
  'momstride db restore ./backups/today',
  'MOMSTRIDE_DATABASE_URL=postgres://postgres:secret@db.example:5432 momstride db backup /var/backups/momstride/$(date +%F) --json',
])}`,
    );

  withJsonOption(db.command('backup'))
    .description('Back up every MomStride database into a new folder')
    .argument('<dir>', 'a folder that does not exist yet or is empty')
    .option('--database-url <url>', DATABASE_URL_HELP)
    .addHelpText(
      'after',
      `
Writes <dir>/<database>.dump (pg_dump --format=custom) for each database, then <dir>/manifest.json: when, the
pg_dump and server versions, each file's size and SHA-256. A folder that holds anything is refused. Each database
is a consistent snapshot of itself; taken one after the other, they can be a moment apart (the services' domain
events settle that on restore, as after any outage). --json prints the manifest.
${examples(['momstride db backup ./backups/today', 'momstride db backup /var/backups/momstride/nightly --database-url "$URL" --json'])}`,
    )
    .action(lazyAction(deps, async (ctx, dir: string, options: DbServerOptions) => (await import('./backup.js')).dbBackup(ctx, dir, options)));

  withJsonOption(db.command('restore'))
    .description('Replace every MomStride database with a backup (asks first)')
    .argument('<dir>', 'a folder written by momstride db backup')
    .option('--database-url <url>', DATABASE_URL_HELP)
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .option('--force', 'restore even though services are connected to the databases (restart them afterwards)')
    .addHelpText(
      'after',
      `
Checks first, touching nothing: the manifest, each dump (present, same size and SHA-256, readable by pg_restore),
the server's version (not older than the backup's) and sessions on those databases: stop the services before a
restore (their connections make it refuse unless --force, which closes them), then start them; they migrate an
older backup forward. Then asks (--yes skips; required without a terminal), restores each database beside the live
one (a new <name>__restoring, pg_restore --single-transaction --no-owner) and, once all have succeeded, swaps them
in: a failure changes nothing, and each database ends exactly as it was backed up. Needs room for a second copy of
the databases while it runs.
${examples(['momstride db restore ./backups/today', 'momstride db restore ./backups/today --force --yes   (npm start running)'])}`,
    )
    .action(lazyAction(deps, async (ctx, dir: string, options: DbRestoreOptions) => (await import('./restore.js')).dbRestore(ctx, dir, options)));

  withJsonOption(db.command('reconcile'))
    .description('Repair the copies subgraphs keep of members and events from their owners (accounts, events-wellness)')
    .option('--subgraph-urls <json>', 'subgraph name → GraphQL URL, as the services\' SUBGRAPH_URLS (env SUBGRAPH_URLS; default: npm start\'s ports on 127.0.0.1)')
    .addHelpText(
      'after',
      `
messaging, media-reviews and community keep copies of accounts' members (and media-reviews of events-wellness'
walks). Each repairs its copy from the owner at start; this asks the running subgraphs to do it now: after
restoring an older backup of one database, or when a domain event went to a dead-letter queue. Paged, idempotent
and safe beside the services (and with several copies of each); a deleted member stays gone. Unlike backup and
restore it calls the running subgraphs (POST /internal/mirrors/reconcile) with an internal token signed with
INTERNAL_TOKEN_PRIVATE_KEY (default: this checkout's .data/secrets.json). --json prints each subgraph's report.
${examples([
  'momstride db reconcile',
  'INTERNAL_TOKEN_PRIVATE_KEY="$(cat internal.pem)" momstride db reconcile --subgraph-urls \'{"messaging":"http://messaging:4004/graphql","media-reviews":"http://media-reviews:4005/graphql","community":"http://community:4002/graphql"}\' --json',
])}`,
    )
    .action(lazyAction(deps, async (ctx, options: DbReconcileOptions) => (await import('./reconcile.js')).dbReconcile(ctx, options)));
}
