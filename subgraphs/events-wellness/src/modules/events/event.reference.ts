import { requireViewer } from '@momstride/kit';
import type { EventsWellnessContext } from '../../context.js';
import type { Event } from './event.entity.js';

/** `Event @key(fields: "id")`: N references, one query (per-request DataLoader). Signed-in viewers only. */
export async function resolveEventReference(reference: { id: string }, ctx: EventsWellnessContext): Promise<Event | null> {
  requireViewer(ctx);
  return ctx.loaders.eventById.load(String(reference.id));
}
