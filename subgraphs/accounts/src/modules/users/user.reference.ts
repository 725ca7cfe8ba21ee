import { requireViewer } from '@momstride/kit';
import type { AccountsContext } from '../../context.js';
import type { User } from './user.entity.js';

/**
 * `User @key(fields: "id")` reference resolution. Federation calls it once per representation;
 * the per-request DataLoader batches them into one SQL query. It bypasses type-graphql middleware,
 * so the viewer is checked here: references resolve for signed-in viewers only.
 */
export async function resolveUserReference(reference: { id: string }, ctx: AccountsContext): Promise<User | null> {
  requireViewer(ctx);
  return ctx.loaders.userById.load(String(reference.id));
}

export const userReferenceResolvers = {
  User: { __resolveReference: resolveUserReference },
};
