/** docs/product.md, Validation rules and Business constants and limits: a photo file is an image under 5 MB (5,242,880 bytes), as for profile pictures. */
export const MAX_PHOTO_BYTES = 5_242_880;
/** The server's limits (contract of issue 10); the inputs stop there too. */
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 1000;
export const IMAGE_URL_MAX = 2048;
/** docs/product.md, Business constants and limits: the gallery's category default. */
export const DEFAULT_CATEGORY = 'community';

/** The client-side checks of docs/product.md, Validation rules of a chosen file; null when it may go. */
export function photoFileProblem(file: File | null): string | null {
  if (!file || !file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size > MAX_PHOTO_BYTES) return 'Image size must be less than 5MB';
  return null;
}

/**
 * The image link's problem (the server's messages), or null: required, https only (the server takes plain http only
 * from a test origin, and says so itself), bounded.
 */
export function imageUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return 'Image URL is required';
  if (!/^https?:\/\//i.test(url)) return 'Image URL must start with https://';
  if (url.length > IMAGE_URL_MAX) return `Image URL can be at most ${IMAGE_URL_MAX} characters`;
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
