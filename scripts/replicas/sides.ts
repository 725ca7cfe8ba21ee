/**
 * The two sides of the replicas stack (global-setup.ts): gateway A calls the first process of every subgraph and
 * gateway B the second, so a request sent to B runs on other processes than one sent to A.
 */
import { inject } from 'vitest';

/** Gateway A's base URL (replica 0 of every subgraph behind it). */
export const gatewayA = (): string => inject('gatewayUrls')[0]!;
/** Gateway B's base URL (replica 1 of every subgraph behind it). */
export const gatewayB = (): string => inject('gatewayUrls')[1]!;
