/**
 * `@momstride/kit/http`: plain node:http helpers with no dependency beyond node, shared by the subgraphs and
 * the gateway (the one part of the kit the gateway may import).
 */
export * from './drain-request.js';
