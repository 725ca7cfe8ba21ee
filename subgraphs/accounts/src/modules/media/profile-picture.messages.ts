/** The wording of docs/product.md, Validation rules, for profile picture uploads. */
export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image size must be less than 5MB';

/** At most 5 MB (5,242,880 bytes) (docs/product.md, Business constants and limits). */
export const MAX_PROFILE_PICTURE_BYTES = 5_242_880;
/** Edge of the stored square picture. */
export const PROFILE_PICTURE_SIZE = 512;
/**
 * Larger declared dimensions are refused before decoding (decompression bombs). 25 MP holds a 24 MP camera
 * photo (6000×4000) and a 5 MB file rarely carries more; a decode at the cap needs about 100 MB.
 */
export const MAX_PROFILE_PICTURE_INPUT_PIXELS = 25_000_000;
/** Storage folder of profile pictures; each file is `<userId>-<random>.webp`. */
export const PROFILE_PICTURE_FOLDER = 'profile-pictures';
