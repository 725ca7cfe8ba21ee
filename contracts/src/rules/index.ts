/**
 * The rules the browser checks before the server does, written once (docs/contracts.md, "Shared rules"): constants,
 * pure checkers and the server's own messages, imported by the subgraphs, the gateway, the web and the CLI. Free of
 * Node and of any library, so the web's bundle takes only what a screen uses.
 */
export * from './cart.js';
export * from './checkout.js';
export * from './messages.js';
export * from './notifications.js';
export * from './photos.js';
export * from './profile.js';
export * from './shopper-email.js';
export * from './text.js';
