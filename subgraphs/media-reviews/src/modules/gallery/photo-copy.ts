import {
  fetchPublicUrl,
  ImageRejectedError,
  isUuid,
  PublicFetchError,
  type DomainEventConsumer,
  type Logger,
  type MikroORM,
  type ObjectStorage,
} from '@momstride/kit';
import { removeFiles, storePhotoImage } from './photo-files.js';
import { PhotoStatus } from './photo-status.js';

/** A remote image may be larger than an upload (it is re-encoded anyway), within reason. */
export const MAX_REMOTE_IMAGE_BYTES = 15 * 1024 * 1024;
/** The whole fetch (redirects, connection, body) must finish within this. */
export const REMOTE_IMAGE_TIMEOUT_MS = 15_000;
const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1';

export interface PhotoCopyDeps {
  readonly orm: MikroORM;
  readonly storage: ObjectStorage | Promise<ObjectStorage>;
  readonly logger: Logger;
  /** Origins exempt from the address check (PHOTO_FETCH_ALLOWED_ORIGINS: tests and development only). */
  readonly allowedOrigins: readonly string[];
}

/** Photo.problem for a link that could not be fetched, whatever the reason (the log has it). */
export const PHOTO_UNAVAILABLE = 'unavailable';

/**
 * What the member is told of a failed copy (Photo.problem): one code, `unavailable`, for anything about reaching the
 * link (how a name resolved, which ports answer, how a host replied: the server's view of networks she must not map),
 * the detail going to the log only; the image's own problems (not an image, too many pixels) as they are.
 */
export function memberProblemOf(error: PublicFetchError | ImageRejectedError): string {
  return error instanceof PublicFetchError ? PHOTO_UNAVAILABLE : error.reason;
}

/**
 * Makes our own copy of a pending photo's image: fetches its URL with the SSRF guards of fetchPublicUrl (public
 * addresses only, redirects checked, size and time bounded), re-encodes it like an upload and stores it; the photo
 * becomes ready. What cannot be fetched or is not an image makes it unavailable (and is not retried). Only failures of
 * our own (database, storage) throw, so the queue tries again. Idempotent: only a photo still pending changes.
 */
export async function copyPhotoImage(deps: PhotoCopyDeps, photoId: string): Promise<PhotoStatus | undefined> {
  const em = deps.orm.em.fork();
  const [row] = await em.execute<Array<{ status: string; source_url: string | null }>>('select status, source_url from photos where id = ?', [photoId]);
  if (!row || row.status !== PhotoStatus.pending) return undefined;
  const log = deps.logger.child({ photoId });
  const storage = await deps.storage;
  let stored: Awaited<ReturnType<typeof storePhotoImage>>;
  try {
    if (!row.source_url) throw new PublicFetchError('invalid_url', 'No URL to fetch');
    const fetched = await fetchPublicUrl(row.source_url, {
      maxBytes: MAX_REMOTE_IMAGE_BYTES,
      timeoutMs: REMOTE_IMAGE_TIMEOUT_MS,
      allowedOrigins: deps.allowedOrigins,
      accept: ACCEPT,
      userAgent: 'MomStride-ImageFetcher/1.0',
      httpsOnly: true,
    });
    stored = await storePhotoImage(storage, photoId, fetched.bytes);
  } catch (error) {
    if (!(error instanceof PublicFetchError) && !(error instanceof ImageRejectedError)) throw error;
    const reason = error instanceof PublicFetchError ? error.problem : error.reason;
    const problem = memberProblemOf(error);
    log.info({ reason, problem, message: error.message }, 'photo image refused; the photo is unavailable');
    await em.execute('update photos set status = ?, problem = ? where id = ? and status = ?', [PhotoStatus.unavailable, problem, photoId, PhotoStatus.pending], 'run');
    return PhotoStatus.unavailable;
  }
  const updated = await em
    .execute<unknown[]>(
      'update photos set status = ?, image_url = ?, thumbnail_url = ?, width = ?, height = ? where id = ? and status = ? returning id',
      [PhotoStatus.ready, stored.imageUrl, stored.thumbnailUrl, stored.width, stored.height, photoId, PhotoStatus.pending],
    )
    .catch(async (error: unknown) => {
      await removeFiles(storage, stored.keys).catch(() => undefined);
      throw error;
    });
  if (updated.length === 0) {
    // Deleted (or settled by a delivery alongside) while the image was fetched: this copy is nobody's.
    await removeFiles(storage, stored.keys);
    return undefined;
  }
  log.info({ width: stored.width, height: stored.height }, 'photo image copied');
  return PhotoStatus.ready;
}

/** Copies each submitted photo's image (`photo.submitted`, media-reviews' own event) outside any transaction. */
export async function subscribeToPhotoCopies(consumer: DomainEventConsumer, deps: PhotoCopyDeps): Promise<void> {
  await consumer.bus.subscribe('photo.submitted', consumer.subscriber, async ({ photoId }) => {
    if (typeof photoId !== 'string' || !isUuid(photoId)) return;
    await copyPhotoImage(deps, photoId);
  });
}
