import { DeletePhotoDocument, PhotoAdminTargetDocument, PhotosViewerRoleDocument, type PhotoSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError } from '../../services/errors.js';
import { parseId } from '../ids.js';
import { adminRequest, adminRequiredError } from '../users/admin-access.js';
import { describePhoto } from './photo-format.js';

export interface PhotosDeleteOptions {
  /** Skip the confirmation prompt (required when not on a terminal). */
  yes?: boolean;
}

/**
 * The photo to delete, read with the viewer's role in one request, so a member hears "Admin access required"
 * before any prompt (the server checks again when it deletes). Null when the photo cannot be read: an unknown id,
 * or another member's photo that is not ready (the server shows those to their uploader only) — the deletion
 * itself then tells which ("Photo not found", exit 1).
 */
async function findAdminPhoto(ctx: CommandContext, id: string): Promise<PhotoSummaryFragment | null> {
  try {
    const { me, photo } = await ctx.api.authenticated(PhotoAdminTargetDocument, { id });
    if (me.role !== 'admin') throw adminRequiredError();
    return photo;
  } catch (error) {
    if (!(error instanceof CliError && error.code === 'NOT_FOUND')) throw error;
  }
  const { me } = await ctx.api.authenticated(PhotosViewerRoleDocument, {});
  if (me.role !== 'admin') throw adminRequiredError();
  return null;
}

/**
 * Deletes a gallery photo with its likes (admins only; uploaders delete their own in the web app) after a
 * confirmation naming it and its uploader.
 */
export async function photosDelete(ctx: CommandContext, target: string, options: PhotosDeleteOptions): Promise<PhotoSummaryFragment | null> {
  const id = parseId(target, 'a photo id (see: momstride photos list)');
  const photo = await ctx.out.task('Loading photo...', () => findAdminPhoto(ctx, id));
  const what = photo ? `the photo ${describePhoto(photo)}` : `photo ${id}`;
  await ctx.out.confirm(`Delete ${what}? It leaves the gallery for everyone, with its likes.`, { yes: options.yes, action: `delete ${what}` });
  await ctx.out.task('Deleting...', () => adminRequest(ctx, DeletePhotoDocument, { id }));
  ctx.out.line(`Deleted ${what}`);
  return photo;
}
