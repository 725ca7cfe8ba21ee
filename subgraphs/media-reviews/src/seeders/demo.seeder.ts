import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { addKnownEvent, addMember, createObjectStorage, DEMO_EVENT_COUNT, demoEventId, demoUserIds, loadStorageEnv, type EntityManager as SqlEntityManager, type ObjectStorage } from '@momstride/kit';
import sharp from 'sharp';
import { removeFiles, storePhotoImage } from '../modules/gallery/photo-files.js';
import { PhotoStatus } from '../modules/gallery/photo-status.js';
import { COMMUNITY_TARGET } from '../modules/reviews/review-type.js';
import { demoReviewId, demoReviews, type DemoReview } from './demo-content.js';
import { demoPhotoId, demoPhotos, sceneSvg, type DemoPhoto } from './demo-photos.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const targetOf = (review: DemoReview): string =>
  review.target === 'community' ? COMMUNITY_TARGET : 'member' in review.target ? demoUserIds[review.target.member] : demoEventId(review.target.event);

/** Paints a demo photo's scene and stores it the way an uploaded file is stored (re-encoded WebP and thumbnail). */
async function storeDemoImage(storage: ObjectStorage, id: string, photo: DemoPhoto) {
  const png = await sharp(Buffer.from(sceneSvg(photo.scene))).png().toBuffer();
  return storePhotoImage(storage, id, png);
}

/**
 * The demo members and events media-reviews knows, a few reviews with helpful marks, and the gallery's demo photos
 * with their likes. Idempotent: fixed ids and natural keys, ON CONFLICT DO NOTHING; a demo photo already there is not
 * painted again.
 */
export class DemoSeeder extends Seeder {
  async run(baseEm: EntityManager): Promise<void> {
    const em = baseEm as unknown as SqlEntityManager;
    await em.transactional(async (tx) => {
      for (const userId of Object.values(demoUserIds)) await addMember(tx, userId);
      for (let index = 0; index < DEMO_EVENT_COUNT; index += 1) await addKnownEvent(tx, demoEventId(index));
      for (const [index, review] of demoReviews.entries()) {
        const createdAt = new Date(Date.now() - review.daysAgo * DAY_MS).toISOString();
        const inserted = await tx.execute<unknown[]>(
          `insert into reviews (id, reviewer_id, review_type, target_id, rating, title, content, helpful_count, is_featured, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
          [demoReviewId(index), demoUserIds[review.reviewer], review.reviewType, targetOf(review), review.rating, review.title, review.content, review.helpfulBy?.length ?? 0, review.featured ?? false, createdAt, createdAt],
        );
        if (inserted.length === 0) continue;
        for (const member of review.helpfulBy ?? []) {
          await tx.execute('insert into review_helpful (review_id, user_id) values (?, ?)', [demoReviewId(index), demoUserIds[member]], 'run');
        }
      }
    });
    await this.seedPhotos(em);
  }

  private async seedPhotos(em: SqlEntityManager): Promise<void> {
    const ids = demoPhotos.map((_, index) => demoPhotoId(index));
    const present = new Set((await em.execute<Array<{ id: string }>>('select id from photos where id = any(array[?]::uuid[])', [ids])).map((row) => row.id));
    const missing = demoPhotos.map((photo, index) => ({ photo, id: ids[index]! })).filter(({ id }) => !present.has(id));
    if (missing.length === 0) return;
    const storage = await createObjectStorage(loadStorageEnv());
    for (const { photo, id } of missing) {
      const image = await storeDemoImage(storage, id, photo);
      const createdAt = new Date(Date.now() - photo.daysAgo * DAY_MS - 3 * 60 * 60 * 1000).toISOString();
      const inserted = await em
        .transactional(async (tx) => {
          const rows = await tx.execute<unknown[]>(
            `insert into photos (id, uploader_id, title, description, category, status, image_url, thumbnail_url, width, height, likes_count, created_at)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
            [id, demoUserIds[photo.uploader], photo.title, photo.description, photo.category, PhotoStatus.ready, image.imageUrl, image.thumbnailUrl, image.width, image.height, photo.likedBy.length, createdAt],
          );
          for (const member of rows.length > 0 ? photo.likedBy : []) {
            await tx.execute('insert into photo_likes (photo_id, user_id) values (?, ?)', [id, demoUserIds[member]], 'run');
          }
          return rows.length > 0;
        })
        .catch(async (error: unknown) => {
          await removeFiles(storage, image.keys);
          throw error;
        });
      // Another process seeded it meanwhile: this copy is nobody's.
      if (!inserted) await removeFiles(storage, image.keys);
    }
  }
}
