import { MEMBERS_MIRROR, mirrorOwnerRoutes } from '@momstride/kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RouteMounter } from '../../http-routes.js';

/**
 * Accounts as the owner of members, for the subgraphs that keep a copy (the kit's member mirror; docs/contracts.md,
 * "Internal calls"): `POST /internal/members/lookup {ids}` (which exist, which were deleted), `GET /internal/members`
 * and `GET /internal/members/removed` (paged by id, for reconciling). Any subgraph's internal token; never a viewer's.
 */
export const membersInternalRoutes = (orm: MikroORM): RouteMounter =>
  mirrorOwnerRoutes(orm, { path: MEMBERS_MIRROR.ownerPath, table: 'users', idColumn: 'id', atColumn: 'created_at', removed: true });
