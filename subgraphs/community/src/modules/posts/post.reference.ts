import { requireViewer } from '@momstride/kit';
import type { CommunityContext } from '../../context.js';
import type { Post } from './post.entity.js';

/**
 * `Post @key(fields: "id")`: N references, one query (per-request DataLoader). Signed-in viewers only; a hidden post
 * only for admins (the moderation queue shows it), null for everyone else.
 */
export async function resolvePostReference(reference: { id: string }, ctx: CommunityContext): Promise<Post | null> {
  const viewer = requireViewer(ctx);
  const post = await ctx.loaders.postById.load(String(reference.id));
  return post && (post.hiddenAt === null || viewer.role === 'admin') ? post : null;
}
