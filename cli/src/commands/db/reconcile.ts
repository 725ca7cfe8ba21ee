/**
 * `momstride db reconcile`: asks every subgraph that keeps a copy of another's entities (members, events) to repair it
 * from the owner now (docs/architecture.md, "Member and event mirrors"), as each does by itself at start. Unlike backup
 * and restore it talks to the running subgraphs, not to PostgreSQL: `POST /internal/mirrors/reconcile` on each, with
 * an internal token of the CLI (`iss: cli`), signed with INTERNAL_TOKEN_PRIVATE_KEY (default: this checkout's
 * .data/secrets.json, as npm start generated it). Subgraphs without a mirror answer 404 and are skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { subgraphs } from '#subgraphs-config';
import { importPKCS8, SignJWT } from 'jose';
import type { CommandContext } from '../../services/context.js';
import type { Env } from '../../services/config.js';
import { CliError, UsageError } from '../../services/errors.js';
import { formatSeconds } from './db-format.js';
import { embeddedSecretsFile } from '../../checkout.js';

export interface DbReconcileOptions {
  /** `--subgraph-urls`: JSON of subgraph name → GraphQL URL (as the services' SUBGRAPH_URLS). */
  subgraphUrls?: string;
}

/** A reconcile of 100,000 members takes seconds; this only stops a subgraph that never answers. */
const RECONCILE_TIMEOUT_MS = 10 * 60_000;

export interface MirrorReport {
  readonly mirror: string;
  readonly owner: string;
  readonly pages: number;
  readonly ownerRows: number;
  readonly added: number;
  readonly removed: number;
  readonly durationMs: number;
}

export interface SubgraphReconcile {
  readonly subgraph: string;
  readonly mirrors: readonly MirrorReport[];
}

/**
 * The subgraphs to ask, by base URL: those named in `--subgraph-urls`, else in $SUBGRAPH_URLS, else every subgraph at
 * npm start's port on this machine.
 */
export function resolveSubgraphUrls(flag: string | undefined, env: Env): Record<string, string> {
  const given = flag ?? env.SUBGRAPH_URLS;
  const defaults = Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, `http://127.0.0.1:${subgraph.port}`]));
  if (!given) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(given);
  } catch {
    throw new UsageError('Invalid subgraph URLs: expected JSON such as {"messaging":"http://messaging:4004/graphql"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.values(parsed).some((url) => typeof url !== 'string')) {
    throw new UsageError('Invalid subgraph URLs: expected JSON such as {"messaging":"http://messaging:4004/graphql"}');
  }
  const urls = Object.entries(parsed as Record<string, string>).map(([name, url]) => [name, url.replace(/\/graphql\/?$/, '').replace(/\/$/, '')]);
  return Object.fromEntries(urls);
}

/** The internal tokens' private key: $INTERNAL_TOKEN_PRIVATE_KEY, else this checkout's .data/secrets.json. */
export function resolveInternalKey(env: Env): string {
  const given = env.INTERNAL_TOKEN_PRIVATE_KEY;
  if (given) return given.replace(/\\n/g, '\n').trim();
  if (existsSync(embeddedSecretsFile)) {
    const { internalTokenPrivateKey } = JSON.parse(readFileSync(embeddedSecretsFile, 'utf8')) as { internalTokenPrivateKey?: string };
    if (internalTokenPrivateKey) return internalTokenPrivateKey;
  }
  throw new UsageError(
    `No internal token key: set INTERNAL_TOKEN_PRIVATE_KEY (the services' key). The default, ${embeddedSecretsFile}, is written by npm start.`,
  );
}

/** The CLI's internal token for one subgraph (`typ: internal`, `iss: cli`, `aud: internal:<subgraph>`, 60 s). */
async function internalToken(privateKeyPem: string, subgraph: string): Promise<string> {
  let key: Awaited<ReturnType<typeof importPKCS8>>;
  try {
    key = await importPKCS8(privateKeyPem, 'EdDSA');
  } catch {
    throw new UsageError('INTERNAL_TOKEN_PRIVATE_KEY is not a readable Ed25519 private key (PEM)');
  }
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'internal' })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setIssuer('cli')
    .setAudience(`internal:${subgraph}`)
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(key);
}

/** One subgraph's reconcile: its report, `null` when it keeps no mirror, or a sentence saying what went wrong. */
async function reconcileOne(key: string, name: string, baseUrl: string): Promise<SubgraphReconcile | null | { problem: string }> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/internal/mirrors/reconcile`, {
      method: 'POST',
      headers: { 'x-internal-token': await internalToken(key, name), accept: 'application/json' },
      signal: AbortSignal.timeout(RECONCILE_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof CliError) throw error;
    return { problem: `${name} is not reachable at ${baseUrl}: is it running?` };
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string } & Partial<SubgraphReconcile>;
  if (response.status === 404) return null;
  if (response.status === 401) return { problem: `${name} refused the internal token: is INTERNAL_TOKEN_PRIVATE_KEY the services' key?` };
  if (response.status === 503) return { problem: `${name} could not reconcile: ${body.error ?? 'an owner is unavailable'}; try again in a moment` };
  if (response.status !== 200 || !Array.isArray(body.mirrors)) return { problem: `${name} answered ${response.status}` };
  return { subgraph: name, mirrors: body.mirrors };
}

const count = (value: number): string => value.toLocaleString('en-US');

/** Reconciles every subgraph's mirrors; answers what each did. Fails (after trying all) when any could not. */
export async function dbReconcile(ctx: CommandContext, options: DbReconcileOptions): Promise<SubgraphReconcile[]> {
  const urls = resolveSubgraphUrls(options.subgraphUrls, ctx.env);
  const key = resolveInternalKey(ctx.env);
  const results: SubgraphReconcile[] = [];
  const problems: string[] = [];
  for (const [name, baseUrl] of Object.entries(urls)) {
    const outcome = await ctx.out.task(`Reconciling ${name}...`, () => reconcileOne(key, name, baseUrl));
    if (outcome === null) continue;
    if ('problem' in outcome) {
      problems.push(outcome.problem);
      continue;
    }
    results.push(outcome);
    if (!ctx.out.json) {
      for (const mirror of outcome.mirrors) {
        ctx.out.line(
          `${name}: ${mirror.mirror} from ${mirror.owner}: ${count(mirror.ownerRows)} at the owner, ${count(mirror.added)} added, ${count(mirror.removed)} removed (${formatSeconds(mirror.durationMs / 1000)})`,
        );
      }
    }
  }
  if (ctx.out.json) ctx.out.printJson({ subgraphs: results, problems });
  if (problems.length > 0) throw new CliError(problems.join('\n'));
  if (!ctx.out.json) ctx.out.line(results.length === 0 ? 'No subgraph keeps a mirror.' : `Reconciled ${results.length} subgraphs.`);
  return results;
}
