import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from './logger.js';
import type { Viewer } from './viewer.js';

/** What every subgraph resolver receives. */
export interface BaseContext {
  viewer: Viewer;
  /** A fork of the EntityManager, private to this request. */
  em: EntityManager;
  /** pino child logger carrying the request id. */
  log: Logger;
}

export type SubgraphContext<TLoaders = Record<string, never>, TExtra = object> = BaseContext & { loaders: TLoaders } & TExtra;
