export * from './subjects.js';
export * from './moderation-routes.js';
