import { ChallengeType, CreateChallengeDocument, type ChallengeSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { UsageError } from '../../services/errors.js';
import { adminRequest } from '../users/admin-access.js';

export interface ChallengesCreateOptions {
  title?: string;
  description?: string;
  type?: string;
  target?: string;
  unit?: string;
  end?: string;
}

/** The success message (the web app's). */
export const CHALLENGE_CREATED = 'Challenge created successfully!';

const REQUIRED = [
  ['title', '--title'],
  ['description', '--description'],
  ['type', '--type'],
  ['target', '--target'],
  ['end', '--end'],
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `--end 2026-12-31` is the end of that day in this computer's time zone; a full ISO 8601 instant is taken as it is. */
export function endOf(text: string): string {
  const date = DAY.test(text.trim()) ? new Date(`${text.trim()}T23:59:59`) : new Date(text.trim());
  if (Number.isNaN(date.getTime())) throw new UsageError(`--end must be a day (YYYY-MM-DD) or an ISO 8601 instant, got "${text}"`);
  return date.toISOString();
}

/**
 * Creates a challenge (admins only) from flags; missing ones are a usage error naming them (exit 2). The server
 * checks the rules (a future end, a target above 0) and its message is printed as it is (exit 1).
 */
export async function challengesCreate(ctx: CommandContext, options: ChallengesCreateOptions): Promise<ChallengeSummaryFragment> {
  const missing = REQUIRED.filter(([key]) => !options[key]?.trim()).map(([, flag]) => flag);
  if (missing.length > 0) throw new UsageError(`Missing ${missing.join(', ')} (see momstride challenges create --help)`);
  const types = Object.values(ChallengeType) as string[];
  if (!types.includes(options.type!)) throw new UsageError(`--type must be one of ${types.join(', ')}, got "${options.type}"`);
  const target = Number(options.target);
  if (!Number.isFinite(target)) throw new UsageError(`--target must be a number, got "${options.target}"`);
  const input = {
    title: options.title!,
    description: options.description!,
    challengeType: options.type as ChallengeType,
    targetValue: target,
    unit: options.unit?.trim() || null,
    endDate: endOf(options.end!),
  };
  const { createChallenge } = await ctx.out.task('Creating challenge...', () => adminRequest(ctx, CreateChallengeDocument, { input }));
  if (!ctx.out.json) {
    ctx.out.line(CHALLENGE_CREATED);
    ctx.out.line(`${createChallenge.id}\t${createChallenge.title}\t${createChallenge.targetMetric}`);
  } else {
    ctx.out.printJson(createChallenge);
  }
  return createChallenge;
}
