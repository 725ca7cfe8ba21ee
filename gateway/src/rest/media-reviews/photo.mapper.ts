import { z } from 'zod';
import { PhotoStatus, type RestPhotoFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/**
 * A photo in the REST JSON (docs/product.md, Entities and fields: id, title, description, category, image_url, uploader_name,
 * uploader_business, likes_count, created_at) plus, beyond it: status (pending while the copy of a URL's image is
 * fetched, ready, unavailable — with the problem that made it so), the thumbnail and size of the stored image, the uploader's id and whether the viewer
 * likes it. `image_url` is always our own copy (null until it exists), never the URL the member gave.
 */
export const photoJson = z
  .object({
    id: z.guid(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    image_url: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    status: z.enum(PhotoStatus),
    problem: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    uploader_id: z.guid(),
    uploader_name: z.string(),
    uploader_business: z.string().nullable(),
    likes_count: z.number().int(),
    is_liked: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'Photo' });

export const toPhotoJson = (photo: RestPhotoFragment): z.input<typeof photoJson> => ({
  id: photo.id,
  title: photo.title,
  description: photo.description,
  category: photo.category,
  image_url: photo.imageUrl ?? null,
  thumbnail_url: photo.thumbnailUrl ?? null,
  status: photo.status,
  problem: photo.problem ?? null,
  width: photo.width ?? null,
  height: photo.height ?? null,
  uploader_id: photo.uploader.id,
  uploader_name: `${photo.uploader.firstName} ${photo.uploader.lastName}`,
  uploader_business: photo.uploader.businessName,
  likes_count: photo.likesCount,
  is_liked: photo.likedByMe,
  created_at: photo.createdAt,
});
