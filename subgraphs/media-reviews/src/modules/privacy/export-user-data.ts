import { extname } from 'node:path';
import { exportRows, type ExportUserData, type ObjectStorage } from '@momstride/kit';

/**
 * What media-reviews holds about a member (docs/privacy.md): her photos with their image files, the photos she liked,
 * her reviews and the reviews she found helpful. A file the storage no longer has is listed in `missing_files`.
 */
export const exportUserDataWith =
  (storage: Promise<ObjectStorage>): ExportUserData =>
  async (em, userId) => {
    const rows = (sql: string) => exportRows(em, sql, [userId]);
    const photos = await rows('select * from photos where uploader_id = ? order by created_at, id');
    const files: Array<{ path: string; contentBase64: string }> = [];
    const missingFiles: Array<{ photo_id: unknown; url: string }> = [];
    if (photos.some((photo) => typeof photo.image_url === 'string')) {
      const store = await storage;
      for (const photo of photos) {
        const url = photo.image_url;
        if (typeof url !== 'string') continue;
        const key = store.keyOf(url);
        const bytes = key ? await store.read(key) : undefined;
        if (!key || !bytes) {
          missingFiles.push({ photo_id: photo.id, url });
          continue;
        }
        files.push({ path: `photos/${String(photo.id)}${extname(key)}`, contentBase64: Buffer.from(bytes).toString('base64') });
      }
    }
    return {
      data: {
        photos,
        photo_likes: await rows('select * from photo_likes where user_id = ? order by created_at, photo_id'),
        reviews: await rows('select * from reviews where reviewer_id = ? order by created_at, id'),
        reviews_found_helpful: await rows('select * from review_helpful where user_id = ? order by created_at, review_id'),
        missing_files: missingFiles,
      },
      files,
    };
  };
