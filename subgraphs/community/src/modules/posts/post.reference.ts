import { requireViewer } from '@momstride/kit';
import type { CommunityContext } from '../../context.js';
import type { Post } from './post.entity.js';

/** `Post @key(fields: "id")`: N references, one query (per-request DataLoader). Signed-in viewers only. */
export async function resolvePostReference(reference: { id: string }, ctx: CommunityContext): Promise<Post | null> {
  requireViewer(ctx);
  return ctx.loaders.postById.load(String(reference.id));
}
