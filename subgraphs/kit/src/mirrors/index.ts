export * from './kinds.js';
export * from './mirrors.js';
export * from './owner-routes.js';
export { reconcileMirror, type MirrorReconcileReport } from './reconcile.js';
