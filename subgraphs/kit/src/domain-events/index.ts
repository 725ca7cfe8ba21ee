export * from './catalogue.js';
export * from './bus.js';
export * from './job-wakeups.js';
export * from './tables.js';
export * from './outbox.js';
export * from './relay.js';
export * from './consume.js';
export * from './deleted-users.js';
