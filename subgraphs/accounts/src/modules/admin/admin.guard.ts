import { forbidden, isUuid, requireAdmin, unauthenticated, type SignedInViewer, type Viewer } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';

export const ADMIN_REQUIRED = 'Admin access required';

/**
 * Admin-only operations: the role claim of the viewer token must say admin AND the viewer's current row
 * must still be an admin, so a demoted admin loses her power at once (not when her token expires).
 */
export async function requireCurrentAdmin(ctx: { viewer: Viewer; em: EntityManager }): Promise<SignedInViewer> {
  const viewer = requireAdmin(ctx);
  if (!isUuid(viewer.userId)) throw unauthenticated();
  const [row] = await ctx.em.execute<Array<{ role: string }>>('select role from users where id = ?', [viewer.userId]);
  if (!row) throw unauthenticated();
  if (row.role !== 'admin') throw forbidden(ADMIN_REQUIRED);
  return viewer;
}
