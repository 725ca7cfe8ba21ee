import { requireViewer } from '@momstride/kit';
import type { MessagingContext } from '../../context.js';
import type { User } from './user.type.js';

/** `User @key(fields: "id")` as messaging contributes to it: nothing to load; fields batch through loaders. */
export function resolveUserReference(reference: { id: string }, ctx: MessagingContext): User {
  requireViewer(ctx);
  return { id: String(reference.id) };
}
