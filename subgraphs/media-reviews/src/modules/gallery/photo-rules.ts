import { badUserInput, characterCount, forbidden, INVALID_TEXT_MESSAGE, isBadText, notFound, rateLimited, trimmedText, type FieldError } from '@momstride/kit';
import {
  DEFAULT_PHOTO_CATEGORY,
  DESCRIPTION_TOO_LONG,
  IMAGE_URL_REQUIRED,
  IMAGE_URL_SCHEME,
  IMAGE_URL_TOO_LONG,
  PHOTO_DESCRIPTION_MAX_LENGTH,
  PHOTO_TITLE_MAX_LENGTH,
  PHOTO_URL_MAX_LENGTH,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from '@momstride/contracts/rules';

/** The limits and words the upload form checks first are the shared photo rules (`@momstride/contracts/rules`). */
export const PHOTO_NOT_FOUND = 'Photo not found';
export const IMAGE_URL_CREDENTIALS = 'Image URL must not contain a user name or password';
export const UNKNOWN_CATEGORY = 'Unknown category';
export const NOT_YOUR_PHOTO = 'Only the uploader or an admin can delete this photo';

export const photoNotFound = () => notFound(PHOTO_NOT_FOUND);
export const notYourPhoto = () => forbidden(NOT_YOUR_PHOTO);

export const tooManyPhotos = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return rateLimited(`You're sharing photos too quickly. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, retryAfterSeconds);
};


export interface PhotoFields {
  readonly title: string;
  readonly description: string;
  /** Not yet checked against the categories (photo.service does that). */
  readonly category: string;
}

/**
 * Title, description and category as given (docs/product.md, Validation rules): the checked values and every field problem. A NUL or a lone
 * surrogate in any of them is refused here too: multipart upload fields never pass the GraphQL text check, and
 * PostgreSQL cannot store them.
 */
export function checkPhotoFields(input: { title?: string | null; description?: string | null; category?: string | null }): { fields: PhotoFields; problems: FieldError[] } {
  const title = trimmedText(input.title);
  const description = trimmedText(input.description);
  const category = trimmedText(input.category) || DEFAULT_PHOTO_CATEGORY;
  const problems: FieldError[] = [];
  for (const [field, value] of [['title', title], ['description', description], ['category', category]] as const) {
    if (isBadText(value)) problems.push({ field, message: INVALID_TEXT_MESSAGE });
  }
  if (problems.length > 0) return { fields: { title, description, category }, problems };
  if (title === '') problems.push({ field: 'title', message: TITLE_REQUIRED });
  else if (characterCount(title) > PHOTO_TITLE_MAX_LENGTH) problems.push({ field: 'title', message: TITLE_TOO_LONG });
  if (characterCount(description) > PHOTO_DESCRIPTION_MAX_LENGTH) problems.push({ field: 'description', message: DESCRIPTION_TOO_LONG });
  return { fields: { title, description, category }, problems };
}

/**
 * The image URL as given: an absolute https URL without credentials, at most 2,048 characters; or its problem. Plain
 * http (an on-path attacker could choose the image) only for an origin in `allowedOrigins` (PHOTO_FETCH_ALLOWED_ORIGINS,
 * a local stand-in for the internet in tests and development).
 */
export function checkImageUrl(value: string | null | undefined, allowedOrigins: readonly string[] = []): { url: string } | { problem: FieldError } {
  const text = trimmedText(value);
  const problem = (message: string) => ({ problem: { field: 'imageUrl', message } });
  if (text === '') return problem(IMAGE_URL_REQUIRED);
  if (text.length > PHOTO_URL_MAX_LENGTH) return problem(IMAGE_URL_TOO_LONG);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return problem(IMAGE_URL_SCHEME);
  }
  const allowedHttp = url.protocol === 'http:' && allowedOrigins.includes(url.origin);
  if ((url.protocol !== 'https:' && !allowedHttp) || url.hostname === '') return problem(IMAGE_URL_SCHEME);
  if (url.username !== '' || url.password !== '') return problem(IMAGE_URL_CREDENTIALS);
  return { url: url.href.length <= PHOTO_URL_MAX_LENGTH ? url.href : text };
}

/** Throws BAD_USER_INPUT with every problem (the first one as the message) when there are any. */
export function refuseProblems(problems: readonly FieldError[]): void {
  if (problems.length > 0) throw badUserInput(problems[0]!.message, problems);
}
