import { requireViewer } from '@momstride/kit';
import type { CommunityContext } from '../../context.js';
import type { SuccessStory } from './story.entity.js';

/**
 * `SuccessStory @key(fields: "id")` (the moderation queue shows a reported story through it): N references, one
 * query. Signed-in viewers only; a hidden story only for admins, null for everyone else.
 */
export async function resolveStoryReference(reference: { id: string }, ctx: CommunityContext): Promise<SuccessStory | null> {
  const viewer = requireViewer(ctx);
  const story = await ctx.loaders.storyById.load(String(reference.id));
  return story && (story.hiddenAt === null || viewer.role === 'admin') ? story : null;
}
