import type { SubgraphRoutes } from '@momstride/kit';

/** Mounts some extra HTTP routes beside /graphql (kit `httpRoutes`); guard them with `tools.requireViewer`. */
export type RouteMounter = SubgraphRoutes;

/** One `httpRoutes` for startSubgraph out of several route mounters (each module mounts its own routes). */
export const composeRoutes =
  (...mounters: RouteMounter[]): RouteMounter =>
  (app, tools) => {
    for (const mount of mounters) mount(app, tools);
  };
