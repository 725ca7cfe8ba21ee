/**
 * The `photos` commands (admins): list the gallery's photos to find one, and delete one. Each action imports its
 * verb's implementation only when that command runs, so starting the CLI loads none of them.
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { PhotosDeleteOptions } from './delete.js';
import type { PhotosListOptions } from './list.js';

const PHOTO_ID = '0b6a4f1e-5d1c-4c1e-9a51-900000000001';

export function registerPhotosCommands(program: Command, deps: CliDeps): void {
  const photos = program
    .command('photos')
    .description("The gallery's photos: list them and delete one (admins)")
    .addHelpText(
      'after',
      `
Members upload photos and delete their own in the web app's Gallery; admins delete any photo here. A member gets
exit 1 and "Admin access required" from photos delete.
${examples(['momstride photos list --category community', `momstride photos delete ${PHOTO_ID}`])}`,
    );

  withJsonOption(photos.command('list'))
    .description('List the 50 newest photos, newest first')
    .option('--category <id>', 'only the photos of this category (e.g. community, walks, wellness, business, family)')
    .addHelpText(
      'after',
      `
The gallery as members see it: ready photos, and your own whatever their status (pending while a photo given by
URL is being copied, unavailable with the reason when the copy failed). On a terminal: a table with id, when it
was added (your time zone), title, category, status, likes and uploader. Piped: tab-separated lines with the time
as an ISO 8601 instant and the uploader's e-mail. --json: a JSON array of photos with their image URLs, sizes and
uploaders.
${examples(['momstride photos list', "momstride photos list --category family --json | jq -r '.[] | select(.status != \"ready\") | .id'"])}`,
    )
    .action(lazyAction(deps, async (ctx, options: PhotosListOptions) => (await import('./list.js')).photosList(ctx, options)));

  photos
    .command('delete')
    .description('Delete a photo (admins only)')
    .argument('<id>', "the photo's id (see: momstride photos list)")
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal, naming the photo and its uploader (answering no exits with code 1); without a
terminal, --yes is required (exit 2 otherwise). Another member's photo that is not ready (still being copied, or
its copy failed) cannot be read, so it is named by its id. An unknown id is "Photo not found" (exit 1).
${examples([`momstride photos delete ${PHOTO_ID}`, `momstride photos delete ${PHOTO_ID} --yes`])}`,
    )
    .action(lazyAction(deps, async (ctx, id: string, options: PhotosDeleteOptions) => (await import('./delete.js')).photosDelete(ctx, id, options)));
}
