import { authRoutes } from './auth.routes.js';
import { communityRoutes } from './community.routes.js';
import type { AnyRestRoute } from './framework.js';
import { postsRoutes } from './posts.routes.js';
import { usersRoutes } from './users.routes.js';

/** Every REST route; a new area plugs in by adding its `<area>.routes.ts` here. */
export const restRoutes: readonly AnyRestRoute[] = [...authRoutes, ...usersRoutes, ...postsRoutes, ...communityRoutes];
