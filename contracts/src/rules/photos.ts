/** Gallery photos (docs/product.md, Validation rules; Business constants and limits): the same file limits and words as profile pictures. */

/** A photo or profile picture file: an image under 5 MB, of one of these formats (the server decides by its bytes). */
export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/apng', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_TOO_LARGE = 'Image size must be less than 5MB';
export const NOT_AN_IMAGE = 'Please select an image file';

export const PHOTO_TITLE_MAX_LENGTH = 120;
export const PHOTO_DESCRIPTION_MAX_LENGTH = 1000;
export const PHOTO_URL_MAX_LENGTH = 2048;
/** The gallery's category default. */
export const DEFAULT_PHOTO_CATEGORY = 'community';

export const TITLE_REQUIRED = 'Title is required';
export const TITLE_TOO_LONG = `Title can be at most ${PHOTO_TITLE_MAX_LENGTH} characters`;
export const DESCRIPTION_TOO_LONG = `Description can be at most ${PHOTO_DESCRIPTION_MAX_LENGTH} characters`;
export const IMAGE_URL_REQUIRED = 'Image URL is required';
export const IMAGE_URL_SCHEME = 'Image URL must start with https://';
export const IMAGE_URL_TOO_LONG = `Image URL can be at most ${PHOTO_URL_MAX_LENGTH} characters`;

/** A chosen file's problem by its declared type and size (the server looks at its bytes too), or null. */
export function imageFileProblem(file: { readonly type: string; readonly size: number } | null): string | null {
  if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}
