/**
 * `@momstride/kit/metrics`: Prometheus metrics shared by the subgraphs and the gateway (docs/operations.md, "Metrics");
 * depends on nothing beyond node, prom-client and @apollo/server's types.
 */
export * from './service-metrics.js';
export * from './http.js';
export * from './operations.js';
export * from './listener.js';
export * from './scrape-cache.js';
