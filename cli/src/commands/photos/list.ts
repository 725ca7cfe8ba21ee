import { PhotosDocument, type PhotoSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { photoColumns } from './photo-format.js';

/** The photos one list shows: the gallery's page size (the newest). */
export const PHOTOS_LIST_SIZE = 50;

export interface PhotosListOptions {
  /** Only this category's photos (a category id, e.g. community). */
  category?: string;
}

/** The gallery's newest photos, newest first, optionally of one category. */
export async function photosList(ctx: CommandContext, options: PhotosListOptions): Promise<PhotoSummaryFragment[]> {
  const category = options.category?.trim() || null;
  const { photos } = await ctx.out.task('Loading photos...', () =>
    ctx.api.authenticated(PhotosDocument, { category, limit: PHOTOS_LIST_SIZE, offset: 0 }),
  );
  await ctx.out.table({ rows: photos, columns: photoColumns(ctx.out.rich), empty: category ? `No photos in ${category}` : 'No photos yet' });
  if (ctx.out.rich && photos.length > 0) ctx.out.line(`${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}${photos.length === PHOTOS_LIST_SIZE ? ' (the newest)' : ''}`);
  return photos;
}
