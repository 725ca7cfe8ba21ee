import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decompressionBomb } from '@momstride/testing';
import { ImageRejectedError, imageDecodeSlots, MAX_CONCURRENT_IMAGE_DECODES, toFittedWebps, toSquareWebp } from './image.js';

const options = { size: 512, maxInputPixels: 40_000_000 };

const rejection = async (input: Uint8Array) => {
  const error = await toSquareWebp(input, options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
};

describe('toSquareWebp', () => {
  it('turns a JPEG with EXIF and GPS into a metadata-free 512 px WebP, honouring the orientation', async () => {
    // 400×200: left half red, right half blue; EXIF orientation 6 (rotate 90° clockwise) puts red on top.
    const blue = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([{ input: blue, left: 200, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Private', Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const result = await toSquareWebp(jpeg, options);
    expect(result.sourceType).toBe('image/jpeg');
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const { data, info } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
    const bottom = info.width * (info.height - 1) * info.channels;
    expect(data[0]).toBeGreaterThan(200); // top row red
    expect(data[bottom + 2]).toBeGreaterThan(200); // bottom row blue
  });

  it('scales big images down to a 512×512 square', async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: '#336699' } }).png().toBuffer();
    const result = await toSquareWebp(png, options);
    expect([result.width, result.height]).toEqual([512, 512]);
  });

  it('accepts GIF, WebP and AVIF bytes', async () => {
    const base = sharp({ create: { width: 64, height: 32, channels: 3, background: '#123456' } });
    for (const bytes of [await base.clone().gif().toBuffer(), await base.clone().webp().toBuffer(), await base.clone().avif().toBuffer()]) {
      const result = await toSquareWebp(bytes, options);
      expect([result.width, result.height]).toEqual([32, 32]);
    }
  });

  it('refuses text, SVG, TIFF, truncated images and decompression bombs', async () => {
    expect(await rejection(Buffer.from('just some text pretending to be a png'))).toBe('unsupported_type');
    expect(await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>'))).toBe(
      'unsupported_type',
    );
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect(await rejection(tiff)).toBe('unsupported_type');
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f0' } }).png().toBuffer();
    expect(await rejection(png.subarray(0, png.length - 40))).toBe('undecodable');
    expect(await rejection(decompressionBomb())).toBe('too_many_pixels');
  });

  it('decodes at most two images at once, however many arrive together', async () => {
    expect(MAX_CONCURRENT_IMAGE_DECODES).toBe(2);
    // Big enough that each decode takes a while (libvips has four threads: without the limit four run at once).
    const big = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#36c' } }).png({ compressionLevel: 1 }).toBuffer();
    imageDecodeSlots.resetPeak();
    let mostProcessing = 0;
    const sampler = setInterval(() => {
      mostProcessing = Math.max(mostProcessing, sharp.counters().process);
    }, 1);
    try {
      const results = await Promise.all(Array.from({ length: 6 }, () => toSquareWebp(big, options)));
      expect(results.map((result) => result.width)).toEqual([512, 512, 512, 512, 512, 512]);
    } finally {
      clearInterval(sampler);
    }
    expect(imageDecodeSlots.peak).toBe(2);
    expect(mostProcessing).toBeGreaterThan(0);
    expect(mostProcessing).toBeLessThanOrEqual(2);
    expect(imageDecodeSlots.active).toBe(0);
  });

  it('frees its slot when an image is refused', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f0' } }).png().toBuffer();
    await Promise.all(Array.from({ length: 5 }, () => rejection(png.subarray(0, png.length - 40))));
    expect(imageDecodeSlots.active).toBe(0);
    expect((await toSquareWebp(png, options)).width).toBe(300);
  });
});

describe('toFittedWebps', () => {
  it('keeps the proportions: one metadata-free WebP per edge, never enlarged', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone' } })
      .toBuffer();
    const [large, small] = await toFittedWebps(jpeg, { edges: [1600, 480], maxInputPixels: 40_000_000 });
    expect([large!.width, large!.height]).toEqual([1600, 800]);
    expect([small!.width, small!.height]).toEqual([480, 240]);
    expect(large!.sourceType).toBe('image/jpeg');
    const meta = await sharp(large!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const tiny = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#a37' } }).png().toBuffer();
    const [kept] = await toFittedWebps(tiny, { edges: [1600], maxInputPixels: 40_000_000 });
    expect([kept!.width, kept!.height]).toEqual([300, 400]);
  });

  it('refuses what is not an image, and images over the pixel limit', async () => {
    const refusal = (input: Uint8Array, maxInputPixels = 40_000_000) =>
      toFittedWebps(input, { edges: [480], maxInputPixels }).then(
        () => 'accepted',
        (error: unknown) => (error instanceof ImageRejectedError ? error.reason : String(error)),
      );
    expect(await refusal(Buffer.from('<html>not an image</html>'))).toBe('unsupported_type');
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await refusal(png, 5_000)).toBe('too_many_pixels');
  });
});
