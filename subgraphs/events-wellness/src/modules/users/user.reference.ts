import { requireViewer } from '@momstride/kit';
import type { EventsWellnessContext } from '../../context.js';
import type { User } from './user.type.js';

/** `User @key(fields: "id")` as events-wellness contributes to it: nothing to load; fields batch through loaders. */
export function resolveUserReference(reference: { id: string }, ctx: EventsWellnessContext): User {
  requireViewer(ctx);
  return { id: String(reference.id) };
}
