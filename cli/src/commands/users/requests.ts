import { PendingAdminRequestsDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from './admin-access.js';
import { REQUESTS_SHOWN } from './options.js';
import { userColumns } from './user-format.js';

export { REQUESTS_SHOWN } from './options.js';

/** Users who signed up as "Organization Admin" and wait for an admin to grant it (admins only), the newest 100. */
export async function usersRequests(ctx: CommandContext): Promise<AdminUserFragment[]> {
  const { pendingAdminRequests } = await ctx.out.task('Loading admin requests...', () =>
    adminRequest(ctx, PendingAdminRequestsDocument, { limit: REQUESTS_SHOWN, offset: 0 }),
  );
  await ctx.out.table({
    rows: pendingAdminRequests,
    columns: userColumns(ctx.out.rich),
    empty: 'No pending admin requests',
  });
  if (ctx.out.rich && pendingAdminRequests.length >= REQUESTS_SHOWN) {
    ctx.out.line(`Showing the ${REQUESTS_SHOWN} newest requests; grant these to see older ones.`);
  }
  return pendingAdminRequests;
}
