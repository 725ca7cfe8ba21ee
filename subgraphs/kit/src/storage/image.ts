import { Semaphore } from './semaphore.js';

// sharp (libvips) and file-type load on first use, so subgraphs that never process images do not pay for them.
const loadSharp = async () => (await import('sharp')).default;
const loadFileType = async () => (await import('file-type')).fileTypeFromBuffer;

/**
 * Image decodes running at once in this process. Each decode holds the whole bitmap in memory and a libuv
 * thread, so a burst of uploads waits its turn instead of exhausting memory and starving other work.
 */
export const MAX_CONCURRENT_IMAGE_DECODES = 2;
/** The process-wide decode slots (exported so tests can read `peak`). */
export const imageDecodeSlots = new Semaphore(MAX_CONCURRENT_IMAGE_DECODES);

/** Image formats accepted for upload, decided by the file's bytes (never its name or declared type). */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/avif',
]);

export type ImageRejection = 'unsupported_type' | 'too_many_pixels' | 'undecodable';

/** The bytes are not an image we accept (wrong type, corrupt, or too many pixels to decode safely). */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface SquareWebpOptions {
  /** Largest edge of the square output in pixels (smaller images are cropped square, not enlarged). */
  readonly size: number;
  /** Refuse images declaring more pixels than this (decompression bombs). */
  readonly maxInputPixels: number;
  readonly quality?: number;
  readonly timeoutSeconds?: number;
}

export interface ProcessedImage {
  readonly bytes: Buffer;
  readonly contentType: 'image/webp';
  readonly width: number;
  readonly height: number;
  /** What the upload really was, by its bytes. */
  readonly sourceType: string;
}

/**
 * Sniffs the bytes, decodes them with sharp under a pixel limit (failing on any decoding error), applies the
 * EXIF orientation, crops to a centred square of at most `size` px (never enlarging) and re-encodes as WebP. sharp writes no
 * metadata unless asked to, so EXIF (GPS, camera), XMP, IPTC and ICC profiles are gone from the result.
 * At most MAX_CONCURRENT_IMAGE_DECODES run at once in the process; the others wait for a slot.
 */
export async function toSquareWebp(input: Uint8Array, options: SquareWebpOptions): Promise<ProcessedImage> {
  const [sharp, fileTypeFromBuffer] = await Promise.all([loadSharp(), loadFileType()]);
  return imageDecodeSlots.run(() => decodeToSquareWebp(sharp, fileTypeFromBuffer, input, options));
}

async function decodeToSquareWebp(
  sharp: Awaited<ReturnType<typeof loadSharp>>,
  fileTypeFromBuffer: Awaited<ReturnType<typeof loadFileType>>,
  input: Uint8Array,
  options: SquareWebpOptions,
): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) {
    throw new ImageRejectedError('unsupported_type', `Unsupported file type: ${detected?.mime ?? 'unknown'}`);
  }
  try {
    const decode = () => sharp(input, { limitInputPixels: options.maxInputPixels, failOn: 'error', animated: false });
    const { width = 0, height = 0 } = await decode().metadata();
    const edge = Math.max(1, Math.min(options.size, width, height));
    const pipeline = decode()
      .timeout({ seconds: options.timeoutSeconds ?? 20 })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'cover', position: 'centre' })
      .webp({ quality: options.quality ?? 82 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height, sourceType: detected.mime };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason: ImageRejection = /pixel limit/i.test(message) ? 'too_many_pixels' : 'undecodable';
    throw new ImageRejectedError(reason, message);
  }
}
