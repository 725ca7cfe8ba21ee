/**
 * The wording of docs/product.md, Validation rules, for profile picture uploads, and their size limit (at most 5 MB):
 * the shared image rules the web checks first.
 */
export { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES as MAX_PROFILE_PICTURE_BYTES, NOT_AN_IMAGE } from '@momstride/contracts/rules';
/** Edge of the stored square picture. */
export const PROFILE_PICTURE_SIZE = 512;
/**
 * Larger declared dimensions are refused before decoding (decompression bombs). 25 MP holds a 24 MP camera
 * photo (6000×4000) and a 5 MB file rarely carries more; a decode at the cap needs about 100 MB.
 */
export const MAX_PROFILE_PICTURE_INPUT_PIXELS = 25_000_000;
/** Storage folder of profile pictures; each file is `<userId>-<random>.webp`. */
export const PROFILE_PICTURE_FOLDER = 'profile-pictures';
