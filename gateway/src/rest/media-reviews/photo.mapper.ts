import type { RestPhotoFragment } from '../gql/graphql.js';

/**
 * A photo in the spec's JSON (api-additions.md: id, title, description, category, image_url, uploader_name,
 * uploader_business, likes_count, created_at) plus, beyond it: status (pending while the copy of a URL's image is
 * fetched, ready, unavailable — with the problem that made it so), the thumbnail and size of the stored image, the uploader's id and whether the viewer
 * likes it. `image_url` is always our own copy (null until it exists), never the URL the member gave.
 */
export const toPhotoJson = (photo: RestPhotoFragment) => ({
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
