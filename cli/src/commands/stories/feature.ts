import { FeatureSuccessStoryDocument } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { parseId } from '../ids.js';
import { adminRequest } from '../users/admin-access.js';

export interface StoriesFeatureOptions {
  /** Unfeature it instead. */
  off?: boolean;
}

/** Features a success story on the Community page (or with --off takes it out of the featured ones); admins only. */
export async function storiesFeature(ctx: CommandContext, target: string, options: StoriesFeatureOptions) {
  const id = parseId(target, 'a story id (see the Community page, or GET /api/community/success-stories)');
  const featured = !options.off;
  const { featureSuccessStory: story } = await ctx.out.task(featured ? 'Featuring...' : 'Unfeaturing...', () =>
    adminRequest(ctx, FeatureSuccessStoryDocument, { id, featured }),
  );
  if (ctx.out.json) ctx.out.printJson(story);
  else ctx.out.line(`${featured ? 'Featured' : 'No longer featured'}: "${story.title}" by ${story.author.firstName} ${story.author.lastName}`);
  return story;
}
