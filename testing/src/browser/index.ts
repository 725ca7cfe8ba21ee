/** The browser tests' part of @momstride/testing: Chromium sessions on the stack's SPA, forms, toasts and axe. */
export * from './axe.js';
export * from './browser.js';
export * from './forms.js';
export * from './toasts.js';
