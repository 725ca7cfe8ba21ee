/**
 * `@momstride/kit/http`: HTTP helpers shared by the subgraphs and the gateway (the one part of the kit the gateway
 * may import); they depend on nothing beyond node and @apollo/server.
 */
export * from './access-token-secret.js';
export * from './client-address.js';
export * from './drain-request.js';
export * from './graphql-http.js';
export * from './public-address.js';
export * from './public-fetch.js';
export * from './internal-calls.js';
export * from './keep-alive.js';
