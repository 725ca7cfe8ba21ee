import { requireViewer } from '@momstride/kit';
import type { MediaReviewsContext } from '../../context.js';
import type { Photo } from '../gallery/photo.entity.js';
import { PhotoStatus } from '../gallery/photo-status.js';
import type { Review } from '../reviews/review.entity.js';

/**
 * `Photo @key(fields: "id")` (the moderation queue shows a reported photo through it): N references, one query.
 * Signed-in viewers only, as the gallery shows it: a ready photo or her own; admins every one, hidden ones too.
 */
export async function resolvePhotoReference(reference: { id: string }, ctx: MediaReviewsContext): Promise<Photo | null> {
  const viewer = requireViewer(ctx);
  const photo = await ctx.loaders.photoById.load(String(reference.id));
  if (!photo || viewer.role === 'admin') return photo;
  return photo.hiddenAt === null && (photo.status === PhotoStatus.ready || photo.uploaderId === viewer.userId) ? photo : null;
}

/** `Review @key(fields: "id")`: N references, one query; signed-in viewers only, a hidden review only for admins. */
export async function resolveReviewReference(reference: { id: string }, ctx: MediaReviewsContext): Promise<Review | null> {
  const viewer = requireViewer(ctx);
  const review = await ctx.loaders.reviewById.load(String(reference.id));
  return review && (review.hiddenAt === null || viewer.role === 'admin') ? review : null;
}
