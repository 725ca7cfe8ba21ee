import type { ApolloServerPlugin } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import type { BaseContext } from './context.js';
import { isRemovedUser } from './domain-events/deleted-users.js';
import { ErrorCode } from './errors.js';

export const REMOVED_VIEWER_MESSAGE = 'Not authenticated';

/**
 * The refusal for a deleted member's still-valid token: UNAUTHENTICATED (REST 401), answered with HTTP 200 like
 * any GraphQL error so the gateway passes the code on.
 */
export const removedViewerError = (): GraphQLError =>
  new GraphQLError(REMOVED_VIEWER_MESSAGE, { extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 200 } } });

/** True when the signed-in viewer is a user accounts has deleted (one indexed lookup in this subgraph's database). */
export const isRemovedViewer = (em: EntityManager, userId: string | undefined): Promise<boolean> =>
  userId === undefined ? Promise.resolve(false) : isRemovedUser(em, [userId]);

/**
 * Every mutation of every subgraph, before it runs: a viewer in removed_users (a deleted member whose access token
 * has not expired yet, e.g. while the gateway has not yet polled her session revocation) is refused with
 * UNAUTHENTICATED. Checked once per operation, however many mutation fields it has; queries are not checked
 * (what a deleted member can read is what any member can, and reads stay one query cheaper).
 */
export const removedViewerPlugin = (): ApolloServerPlugin<BaseContext> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== 'mutation') return;
        if (await isRemovedViewer(contextValue.em, contextValue.viewer.userId)) throw removedViewerError();
      },
    };
  },
});
