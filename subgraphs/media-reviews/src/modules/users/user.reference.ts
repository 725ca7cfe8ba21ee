import type { User } from './user.type.js';

/** `User @key(fields: "id")` as media-reviews contributes to it: nothing to load; fields batch through loaders. */
export const resolveUserReference = (reference: { id: string }): User => ({ id: String(reference.id) });
