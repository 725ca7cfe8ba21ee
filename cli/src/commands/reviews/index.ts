/** The `reviews` commands (admins): feature members' reviews. */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { ReviewsFeatureOptions } from './feature.js';

const REVIEW_ID = '0b6a4f1e-5d1c-4c1e-9a51-800000000001';

export function registerReviewsCommands(program: Command, deps: CliDeps): void {
  const reviews = program.command('reviews').description("Members' reviews (admins only)");
  withJsonOption(reviews.command('feature'))
    .description('Feature a review (or take it out of the featured ones with --off)')
    .argument('<id>', "the review's id")
    .option('--off', 'unfeature it')
    .addHelpText(
      'after',
      `
An unknown id is "Review not found" (exit 1); a member gets "Admin access required" (exit 1).
${examples([`momstride reviews feature ${REVIEW_ID}`, `momstride reviews feature ${REVIEW_ID} --off`])}`,
    )
    .action(lazyAction(deps, async (ctx, id: string, options: ReviewsFeatureOptions) => (await import('./feature.js')).reviewsFeature(ctx, id, options)));
}
