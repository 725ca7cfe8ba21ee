import { randomUUID } from 'node:crypto';
import {
  addMember,
  entityQuery,
  isUuid,
  markedEntityQuery,
  recordDomainEvent,
  selectRows,
  toggleRow,
  toSnapshots,
  type EntityManager,
  type Logger,
  type MarkedEntities,
  type ObjectStorage,
  type Page,
  type RateBudget,
} from '@momstride/kit';
import { Photo } from './photo.entity.js';
import { orphanFiles, removeFiles, removeOrphanedMedia, storePhotoImage } from './photo-files.js';
import { PhotoStatus } from './photo-status.js';
import {
  checkImageUrl,
  checkPhotoFields,
  notYourPhoto,
  photoNotFound,
  refuseProblems,
  tooManyPhotos,
  UNKNOWN_CATEGORY,
  type PhotoFields,
} from './photo-rules.js';

/** docs/product.md, Business constants and limits: gallery lists of 50. */
export const PHOTOS_DEFAULT_LIMIT = 50;
export const PHOTOS_MAX_LIMIT = 50;

// What a viewer sees: every ready photo, and her own whatever their state (she follows her URL photo's copy); a photo an
// admin hid nobody (docs/product.md, "Reporting and moderation").
// Each list also says which of its photos the viewer likes (an EXISTS on photo_likes' key, `$viewer`), in the same statement.
const VISIBLE = `hidden_at is null and (status = 'ready' or uploader_id = $3)`;
const likedBy = (viewer: string): string => `exists(select 1 from photo_likes where photo_id = photos.id and user_id = ${viewer})`;
const newest = markedEntityQuery(Photo, likedBy('$3'), `where ${VISIBLE} order by created_at desc, id desc limit $1 offset $2`);
const newestInCategory = markedEntityQuery(Photo, likedBy('$3'), `where category = $4 and ${VISIBLE} order by created_at desc, id desc limit $1 offset $2`);
// Of one status: an admin sees everyone's, a member her own.
const newestWithStatus = markedEntityQuery(
  Photo,
  likedBy('$5'),
  `where status = $3 and hidden_at is null and ($4::boolean or uploader_id = $5) and ($6::text is null or category = $6) order by created_at desc, id desc limit $1 offset $2`,
);
const visibleById = entityQuery(Photo, `where id = $1 and hidden_at is null and (status = 'ready' or uploader_id = $2 or $3::boolean)`);

export interface PhotoViewer {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/**
 * Photos newest first, of one category when given (along photos_newest_index / photos_category_newest_index): every
 * ready photo and the viewer's own; with a status, the photos in that status — everyone's for an admin (to find the
 * ones stuck pending or unavailable), her own for a member.
 */
export function listPhotos(
  em: EntityManager,
  viewer: PhotoViewer,
  filter: { category: string | null; status: PhotoStatus | null },
  page: Page,
): Promise<MarkedEntities<Photo>> {
  if (filter.status !== null) return newestWithStatus(em, [page.limit, page.offset, filter.status, viewer.isAdmin, viewer.userId, filter.category]);
  return filter.category === null
    ? newest(em, [page.limit, page.offset, viewer.userId])
    : newestInCategory(em, [page.limit, page.offset, viewer.userId, filter.category]);
}

/** One photo the viewer may see; NOT_FOUND for an unknown or malformed id, or, for a member, someone else's photo that is not ready. */
export async function photoById(em: EntityManager, viewer: PhotoViewer, id: string): Promise<Photo> {
  const [photo] = isUuid(id) ? await visibleById(em, [id, viewer.userId, viewer.isAdmin]) : [];
  if (!photo) throw photoNotFound();
  return photo;
}

/** Refuses a category the gallery does not have (BAD_USER_INPUT "Unknown category"). */
async function checkCategory(em: EntityManager, fields: PhotoFields): Promise<void> {
  const rows = await em.execute<unknown[]>('select 1 from photo_categories where id = ?', [fields.category]);
  if (rows.length === 0) refuseProblems([{ field: 'category', message: UNKNOWN_CATEGORY }]);
}

/** Charges one photo to her hourly budget (RATE_LIMITED past it). */
async function chargePhoto(rate: RateBudget, uploaderId: string): Promise<void> {
  const retryAfter = await rate.charge(uploaderId);
  if (retryAfter !== null) throw tooManyPhotos(retryAfter);
}

/** Checks a photo's fields (docs/product.md, Validation rules) and her budget before anything is stored or decoded. */
export async function checkNewPhoto(em: EntityManager, rate: RateBudget, uploaderId: string, input: Parameters<typeof checkPhotoFields>[0]): Promise<PhotoFields> {
  const { fields, problems } = checkPhotoFields(input);
  refuseProblems(problems);
  await checkCategory(em, fields);
  await chargePhoto(rate, uploaderId);
  return fields;
}

const insertPhoto = async (tem: EntityManager, values: Record<string, unknown>): Promise<Photo> => {
  const columns = Object.keys(values);
  const rows = await tem.execute<Array<Record<string, unknown>>>(
    `insert into photos (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning *`,
    Object.values(values),
  );
  const [photo] = toSnapshots(tem, Photo, rows);
  if (!photo) throw new Error('the photo vanished right after it was stored');
  return photo;
};

/**
 * A member shares a photo by its URL (docs/product.md, Validation rules): accepted at once as pending, never waiting on the remote host; the
 * `photo.submitted` event, recorded in the same transaction, has the copy fetched in the background (photo-copy.ts).
 */
export async function submitPhotoByUrl(
  em: EntityManager,
  rate: RateBudget,
  uploaderId: string,
  input: { title: string; description?: string | null; category?: string | null; imageUrl: string },
  allowedOrigins: readonly string[] = [],
): Promise<Photo> {
  const { fields, problems } = checkPhotoFields(input);
  const url = checkImageUrl(input.imageUrl, allowedOrigins);
  refuseProblems('problem' in url ? [...problems, url.problem] : problems);
  await checkCategory(em, fields);
  await chargePhoto(rate, uploaderId);
  return em.transactional(async (tem) => {
    await addMember(tem, uploaderId);
    const photo = await insertPhoto(tem, {
      id: randomUUID(),
      uploader_id: uploaderId,
      title: fields.title,
      description: fields.description,
      category: fields.category,
      status: PhotoStatus.pending,
      source_url: 'url' in url ? url.url : null,
    });
    await recordDomainEvent(tem, 'photo.submitted', { photoId: photo.id });
    return photo;
  });
}

/**
 * A photo from an uploaded file (already checked with checkNewPhoto): re-encoded and stored, then the row inserted;
 * the files go again if the insert fails. Throws ImageRejectedError for what is not an image.
 */
export async function addUploadedPhoto(em: EntityManager, storage: ObjectStorage, uploaderId: string, fields: PhotoFields, bytes: Uint8Array): Promise<Photo> {
  const id = randomUUID();
  const image = await storePhotoImage(storage, id, bytes);
  try {
    return await em.transactional(async (tem) => {
      await addMember(tem, uploaderId);
      return insertPhoto(tem, {
        id,
        uploader_id: uploaderId,
        title: fields.title,
        description: fields.description,
        category: fields.category,
        status: PhotoStatus.ready,
        image_url: image.imageUrl,
        thumbnail_url: image.thumbnailUrl,
        width: image.width,
        height: image.height,
      });
    });
  } catch (error) {
    await removeFiles(storage, image.keys).catch(() => undefined);
    throw error;
  }
}

/**
 * Likes a photo she can see, or takes the like back (the kit's toggleRow); `likes_count` moves by one in the same
 * transaction, so simultaneous likes add up exactly.
 */
export function togglePhotoLike(em: EntityManager, userId: string, id: string): Promise<{ liked: boolean; photo: Photo }> {
  if (!isUuid(id)) throw photoNotFound();
  const visible = `select id from photos where id = ? and hidden_at is null and (status = 'ready' or uploader_id = ?)`;
  return em.transactional(async (tem) => {
    const liked = await toggleRow(
      tem,
      {
        insert: [
          `insert into photo_likes (photo_id, user_id) select id, ? from photos where id = ? and hidden_at is null and (status = 'ready' or uploader_id = ?) on conflict do nothing returning photo_id`,
          [userId, id, userId],
        ],
        remove: ['delete from photo_likes where photo_id = ? and user_id = ? returning photo_id', [id, userId]],
        exists: [visible, [id, userId]],
      },
      photoNotFound,
    );
    const rows = await tem.execute<Array<Record<string, unknown>>>('update photos set likes_count = likes_count + ? where id = ? and hidden_at is null returning *', [liked ? 1 : -1, id]);
    const [photo] = toSnapshots(tem, Photo, rows);
    if (!photo) throw photoNotFound();
    return { liked, photo };
  });
}

/**
 * Deletes a photo: its uploader or an admin (FORBIDDEN otherwise). Its likes go with it; its files are orphaned in
 * the same transaction and removed right after the commit (or by the scheduled clean-up if that fails).
 */
export async function deletePhoto(
  em: EntityManager,
  deps: { storage: ObjectStorage; log: Logger },
  viewer: PhotoViewer,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw photoNotFound();
  const orphaned = await em.transactional(async (tem) => {
    const [row] = await tem.execute<Array<{ uploader_id: string; status: string; image_url: string | null; thumbnail_url: string | null }>>(
      'select uploader_id, status, image_url, thumbnail_url from photos where id = ? for update',
      [id],
    );
    if (!row || (row.status !== PhotoStatus.ready && row.uploader_id !== viewer.userId && !viewer.isAdmin)) throw photoNotFound();
    if (row.uploader_id !== viewer.userId && !viewer.isAdmin) throw notYourPhoto();
    await tem.execute('delete from photos where id = ?', [id], 'run');
    return orphanFiles(tem, [row.image_url, row.thumbnail_url]);
  });
  if (orphaned.length > 0) await removeOrphanedMedia(em, deps.storage, deps.log, orphaned);
}

/** Which of `photoIds` the member likes, in one query. */
export async function likedPhotoIds(em: EntityManager, userId: string, photoIds: readonly string[]): Promise<Set<string>> {
  const ids = photoIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  // One array parameter rather than a literal per id, without MikroORM's query runner: this runs for every list.
  const rows = await selectRows(em, 'select photo_id from photo_likes where user_id = $1 and photo_id = any($2::uuid[])', [userId, ids]);
  return new Set(rows.map((row) => row['photo_id'] as string));
}
