// Generated from subgraphs.config.ts by scripts/generate-deploy-files.ts: do not edit.
/** Each subgraph's definition (its package's `./subgraph` export, the kit's defineSubgraph), by its name in subgraphs.config.ts. */
export const subgraphDefinitions: Readonly<Record<string, () => Promise<{ readonly subgraph: unknown }>>> = {
  'accounts': () => import('@momstride/accounts/subgraph'),
  'community': () => import('@momstride/community/subgraph'),
  'events-wellness': () => import('@momstride/events-wellness/subgraph'),
  'messaging': () => import('@momstride/messaging/subgraph'),
  'media-reviews': () => import('@momstride/media-reviews/subgraph'),
  'commerce': () => import('@momstride/commerce/subgraph'),
};
