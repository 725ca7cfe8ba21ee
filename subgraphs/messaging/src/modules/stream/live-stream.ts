import type { Logger, MikroORM, SubgraphParts } from '@momstride/kit';
import { startStreamHub } from './stream-hub.js';
import { streamRoutes } from './stream.route.js';

export interface LiveStreamOptions {
  readonly orm: MikroORM;
  /** The messaging database (its LISTEN connection). */
  readonly databaseUrl: string;
  readonly logger: Logger;
}

/** The live stream's part of messaging: its hub, its HTTP route, and ending every stream when the process stops. */
export function startLiveStream(options: LiveStreamOptions): Required<Pick<SubgraphParts<unknown, object>, 'httpRoutes' | 'onStopping'>> {
  const hub = startStreamHub({ orm: options.orm, databaseUrl: options.databaseUrl, logger: options.logger.child({ component: 'live-stream' }) });
  return { httpRoutes: streamRoutes(hub, options.orm), onStopping: hub.stop };
}
