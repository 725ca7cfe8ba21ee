import { EVENTS_MIRROR, mirrorOwnerRoutes, type SubgraphRoutes } from '@momstride/kit';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * events-wellness as the owner of events, for media-reviews' copy (the kit's event mirror; docs/contracts.md,
 * "Internal calls"): `POST /internal/events/lookup {ids}` (which exist) and `GET /internal/events` (paged by id, for
 * reconciling). Any subgraph's internal token; never a viewer's.
 */
export const eventsInternalRoutes = (orm: MikroORM): SubgraphRoutes =>
  mirrorOwnerRoutes(orm, { path: EVENTS_MIRROR.ownerPath, table: 'events', idColumn: 'id', atColumn: 'created_at', removed: false });
