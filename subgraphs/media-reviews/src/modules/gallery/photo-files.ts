import { randomBytes } from 'node:crypto';
import { toFittedWebps, type EntityManager, type Logger, type ObjectStorage } from '@momstride/kit';

/** Storage folder of the gallery's images: `<photoId>-<random>.webp` and `<photoId>-<random>-thumb.webp`. */
export const PHOTO_FOLDER = 'photos';
/** The stored image's largest edge, and the thumbnail's. */
export const PHOTO_EDGE = 1600;
export const THUMBNAIL_EDGE = 480;
/** Larger declared dimensions are refused before decoding (decompression bombs); 40 MP holds any phone's photo. */
export const MAX_PHOTO_INPUT_PIXELS = 40_000_000;

export interface StoredPhotoImage {
  readonly imageUrl: string;
  readonly thumbnailUrl: string;
  readonly width: number;
  readonly height: number;
  /** The storage keys written (to remove them again if the photo does not take them). */
  readonly keys: readonly string[];
}

/**
 * Re-encodes an image (any accepted type, sniffed from its bytes; no metadata kept) to a WebP of at most 1600 px and a
 * 480 px thumbnail and stores both under fresh keys. Throws ImageRejectedError for what is not an image we take.
 */
export async function storePhotoImage(storage: ObjectStorage, photoId: string, bytes: Uint8Array): Promise<StoredPhotoImage> {
  const [large, small] = await toFittedWebps(bytes, { edges: [PHOTO_EDGE, THUMBNAIL_EDGE], maxInputPixels: MAX_PHOTO_INPUT_PIXELS });
  const base = `${PHOTO_FOLDER}/${photoId}-${randomBytes(8).toString('hex')}`;
  const keys = [`${base}.webp`, `${base}-thumb.webp`];
  const [image, thumbnail] = await Promise.all([storage.put(keys[0]!, large!.bytes, large!.contentType), storage.put(keys[1]!, small!.bytes, small!.contentType)]).catch(
    async (error: unknown) => {
      await removeFiles(storage, keys);
      throw error;
    },
  );
  return { imageUrl: image.url, thumbnailUrl: thumbnail.url, width: large!.width, height: large!.height, keys };
}

/** Removes stored files; a missing one is not an error. */
export async function removeFiles(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** The keys of our photo folder among these URLs (never a foreign URL, never another folder's file). */
export const photoKeysOf = (storage: ObjectStorage, urls: ReadonlyArray<string | null>): string[] =>
  urls.flatMap((url) => {
    const key = url ? storage.keyOf(url) : undefined;
    return key?.startsWith(`${PHOTO_FOLDER}/`) ? [key] : [];
  });

/**
 * Records the files of photos going away, in the transaction that removes them (`tem`), for removal after the commit
 * (removeOrphanedMedia): a rolled-back deletion keeps its files.
 */
export async function orphanFiles(tem: EntityManager, urls: ReadonlyArray<string | null>): Promise<string[]> {
  const kept = urls.filter((url): url is string => url !== null);
  if (kept.length > 0) await tem.execute('insert into orphaned_media (url) select unnest(array[?]::text[]) on conflict do nothing', [kept], 'run');
  return kept;
}

/**
 * Removes orphaned files from storage and forgets them (every one recorded, or the given URLs): right after a deletion
 * commits, and on schedule for whatever failed then or was orphaned by a member's removal. A URL that is not one of our
 * photo files is only forgotten. Returns how many were handled.
 */
export async function removeOrphanedMedia(em: EntityManager, storage: ObjectStorage, log: Logger, only?: readonly string[]): Promise<number> {
  const urls = only ?? (await em.execute<Array<{ url: string }>>('select url from orphaned_media order by orphaned_at limit 500')).map((row) => row.url);
  let handled = 0;
  for (const url of urls) {
    try {
      await removeFiles(storage, photoKeysOf(storage, [url]));
      await em.execute('delete from orphaned_media where url = ?', [url], 'run');
      handled += 1;
    } catch (error) {
      log.warn({ err: error, url }, 'could not remove an orphaned photo file; will try again');
    }
  }
  return handled;
}
