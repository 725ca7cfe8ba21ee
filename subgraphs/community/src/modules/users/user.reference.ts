import { requireViewer } from '@momstride/kit';
import type { CommunityContext } from '../../context.js';
import type { User } from './user.type.js';

/**
 * `User @key(fields: "id")` as community contributes to it: nothing to load here; the field resolvers
 * (`postsCount`, `isFeatured`) batch through per-request loaders. Signed-in viewers only.
 */
export function resolveUserReference(reference: { id: string }, ctx: CommunityContext): User {
  requireViewer(ctx);
  return { id: String(reference.id) };
}
