import { IMAGE_URL_REQUIRED, IMAGE_URL_SCHEME, IMAGE_URL_TOO_LONG, PHOTO_URL_MAX_LENGTH } from '@momstride/contracts/rules';

/** The gallery's limits, words and default category are the shared rules media-reviews applies (docs/product.md, Validation rules). */
export {
  DEFAULT_PHOTO_CATEGORY as DEFAULT_CATEGORY,
  imageFileProblem as photoFileProblem,
  MAX_IMAGE_BYTES as MAX_PHOTO_BYTES,
  PHOTO_DESCRIPTION_MAX_LENGTH as DESCRIPTION_MAX,
  PHOTO_TITLE_MAX_LENGTH as TITLE_MAX,
  PHOTO_URL_MAX_LENGTH as IMAGE_URL_MAX,
} from '@momstride/contracts/rules';

/**
 * The image link's problem (the server's messages), or null: required, https only (the server takes plain http only
 * from a test origin, and says so itself), bounded.
 */
export function imageUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return IMAGE_URL_REQUIRED;
  if (!/^https?:\/\//i.test(url)) return IMAGE_URL_SCHEME;
  if (url.length > PHOTO_URL_MAX_LENGTH) return IMAGE_URL_TOO_LONG;
  return null;
}

export type PhotoField = 'title' | 'description' | 'category' | 'imageUrl' | 'file';

/**
 * Which field a refused upload's `detail` is about (the multipart reply carries one sentence, e.g. "Title is
 * required" or "Image size must be less than 5MB"); null when it names none.
 */
export function fieldOfDetail(detail: string): PhotoField | null {
  if (/^title\b/i.test(detail)) return 'title';
  if (/^description\b/i.test(detail)) return 'description';
  if (/category/i.test(detail)) return 'category';
  if (/image|file/i.test(detail)) return 'file';
  return null;
}
