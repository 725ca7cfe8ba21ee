import { ChallengesDocument, type ChallengeSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { challengeColumns } from './challenge-format.js';

/** The server's cap on one list of challenges. */
export const CHALLENGES_LIST_SIZE = 50;

export interface ChallengesListOptions {
  /** Ended challenges too (after the running ones, the latest first). */
  ended?: boolean;
}

/** The running challenges, the soonest to end first (with --ended, the ended ones after them). */
export async function challengesList(ctx: CommandContext, options: ChallengesListOptions): Promise<ChallengeSummaryFragment[]> {
  const { challenges } = await ctx.out.task('Loading challenges...', () =>
    ctx.api.authenticated(ChallengesDocument, { includeEnded: options.ended ?? false, limit: CHALLENGES_LIST_SIZE }),
  );
  await ctx.out.table({ rows: challenges, columns: challengeColumns(ctx.out.rich), empty: 'No challenges found' });
  if (ctx.out.rich && challenges.length > 0) ctx.out.line(`${challenges.length} ${challenges.length === 1 ? 'challenge' : 'challenges'}`);
  return challenges;
}
