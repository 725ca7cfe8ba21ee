import { IMAGE_TYPES } from '@momstride/contracts/rules';
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

/**
 * Image formats accepted for upload, decided by the file's bytes (never its name or declared type): the shared image
 * rules' formats, which the browser checks first by the declared type.
 */
export const ACCEPTED_IMAGE_TYPES: ReadonlySet<string> = new Set(IMAGE_TYPES);

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

type Sharp = Awaited<ReturnType<typeof loadSharp>>;
type SharpPipeline = ReturnType<Sharp>;

/**
 * Sniffs the bytes (an accepted image type, or `unsupported_type`), then hands `render` a fresh decoder (under the
 * pixel limit, failing on any decoding error) and the declared size, in one of the process's decode slots. A decoding
 * failure becomes `undecodable` (or `too_many_pixels`).
 */
async function decodeImage<T>(
  input: Uint8Array,
  maxInputPixels: number,
  render: (decode: () => SharpPipeline, size: { width: number; height: number }) => Promise<T>,
): Promise<T & { sourceType: string }> {
  const [sharp, fileTypeFromBuffer] = await Promise.all([loadSharp(), loadFileType()]);
  return imageDecodeSlots.run(async () => {
    const detected = await fileTypeFromBuffer(input);
    if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) {
      throw new ImageRejectedError('unsupported_type', `Unsupported file type: ${detected?.mime ?? 'unknown'}`);
    }
    try {
      const decode = () => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false });
      const { width = 0, height = 0 } = await decode().metadata();
      return { ...(await render(decode, { width, height })), sourceType: detected.mime };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const reason: ImageRejection = /pixel limit/i.test(message) ? 'too_many_pixels' : 'undecodable';
      throw new ImageRejectedError(reason, message);
    }
  });
}

const encodeWebp = async (pipeline: SharpPipeline, quality: number, sourceType = ''): Promise<ProcessedImage> => {
  const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height, sourceType };
};

/**
 * Sniffs the bytes, decodes them with sharp under a pixel limit (failing on any decoding error), applies the
 * EXIF orientation, crops to a centred square of at most `size` px (never enlarging) and re-encodes as WebP. sharp writes no
 * metadata unless asked to, so EXIF (GPS, camera), XMP, IPTC and ICC profiles are gone from the result.
 * At most MAX_CONCURRENT_IMAGE_DECODES run at once in the process; the others wait for a slot.
 */
export async function toSquareWebp(input: Uint8Array, options: SquareWebpOptions): Promise<ProcessedImage> {
  const { image, sourceType } = await decodeImage(input, options.maxInputPixels, async (decode, { width, height }) => {
    const edge = Math.max(1, Math.min(options.size, width, height));
    const pipeline = decode()
      .timeout({ seconds: options.timeoutSeconds ?? 20 })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'cover', position: 'centre' });
    return { image: await encodeWebp(pipeline, options.quality ?? 82) };
  });
  return { ...image, sourceType };
}

export interface FittedWebpOptions {
  /** The largest edge of each output, e.g. [1600, 480]: one WebP per entry, in that order (never enlarged). */
  readonly edges: readonly number[];
  /** Refuse images declaring more pixels than this (decompression bombs). */
  readonly maxInputPixels: number;
  readonly quality?: number;
  readonly timeoutSeconds?: number;
}

/**
 * Like toSquareWebp, but keeps the picture's proportions: one WebP per entry of `edges`, each fitting inside a square
 * of that edge (the EXIF orientation applied, no metadata kept), in one decode slot.
 */
export async function toFittedWebps(input: Uint8Array, options: FittedWebpOptions): Promise<ProcessedImage[]> {
  const { images, sourceType } = await decodeImage(input, options.maxInputPixels, async (decode) => ({
    images: await Promise.all(
      options.edges.map((edge) =>
        encodeWebp(
          decode()
            .timeout({ seconds: options.timeoutSeconds ?? 20 })
            .rotate()
            .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }),
          options.quality ?? 82,
        ),
      ),
    ),
  }));
  return images.map((image) => ({ ...image, sourceType }));
}
