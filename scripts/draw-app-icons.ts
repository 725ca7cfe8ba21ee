/**
 * Draws the app's icons as PNGs (web/public/icons), the mark of web/public/favicon.svg — a plum tile, a peach trail
 * and a sun — rasterised here (no image library): 192 and 512 pixels as "any" icons (rounded tile) and as "maskable"
 * ones (full-bleed plum, the mark within the central safe circle). Run `npx tsx scripts/draw-app-icons.ts` after
 * changing the mark; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { repoRoot } from './lib/paths.js';

type Rgb = readonly [number, number, number];
const PLUM: Rgb = [0x6e, 0x2f, 0x5c];
const PEACH: Rgb = [0xf6, 0xb5, 0x9a];
const SUN: Rgb = [0xfc, 0xe9, 0xdc];

type Point = readonly [number, number];
/** The trail of favicon.svg (viewBox 0 0 64 64) as its cubic Bézier segments, absolute. */
const TRAIL: ReadonlyArray<readonly [Point, Point, Point, Point]> = [
  [[14, 44], [20, 42], [23, 36], [26, 28]],
  [[26, 28], [29, 20], [32, 16], [36, 16]],
  [[36, 16], [40, 16], [42, 21], [44, 27]],
  [[44, 27], [46, 33], [48, 38], [52, 40]],
];
const TRAIL_WIDTH = 5;
const SUN_CENTRE: Point = [36, 14];
const SUN_RADIUS = 4;

const cubic = ([p0, p1, p2, p3]: readonly [Point, Point, Point, Point], t: number): Point => {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
};
const polyline: Point[] = TRAIL.flatMap((segment, index) => Array.from({ length: index === 0 ? 33 : 32 }, (_, i) => cubic(segment, (index === 0 ? i : i + 1) / 32)));

const distanceToSegment = (p: Point, a: Point, b: Point): number => {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
};
const nearTrail = (p: Point): boolean => {
  for (let i = 1; i < polyline.length; i++) if (distanceToSegment(p, polyline[i - 1]!, polyline[i]!) <= TRAIL_WIDTH / 2) return true;
  return false;
};
const insideRoundedTile = ([x, y]: Point, radius: number): boolean => {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return x >= 0 && y >= 0 && x <= 64 && y <= 64 && Math.hypot(x - cx, y - cy) <= radius;
};

/** The colour at a point of the 64-unit design, or null (transparent). `maskable`: full-bleed tile, the mark at 70 %. */
function colourAt(point: Point, maskable: boolean): Rgb | null {
  const mark: Point = maskable ? [32 + (point[0] - 32) / 0.7, 32 + (point[1] - 32) / 0.7] : point;
  if (!maskable && !insideRoundedTile(point, 16)) return null;
  if (Math.hypot(mark[0] - SUN_CENTRE[0], mark[1] - SUN_CENTRE[1]) <= SUN_RADIUS) return SUN;
  if (nearTrail(mark)) return PEACH;
  return PLUM;
}

/** RGBA pixels, 4×4 samples each (smooth edges). */
function draw(size: number, maskable: boolean): Buffer {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt([((x + (sx + 0.5) / samples) / size) * 64, ((y + (sy + 0.5) / samples) / size) * 64], maskable);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const offset = (y * size + x) * 4;
      if (covered > 0) pixels.set([Math.round(r / covered), Math.round(g / covered), Math.round(b / covered), Math.round((covered / samples ** 2) * 255)], offset);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** An RGBA PNG (8 bits a channel, no filter). */
function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const folder = join(repoRoot, 'web/public/icons');
mkdirSync(folder, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(join(folder, `icon-${size}.png`), encodePng(size, draw(size, false)));
  writeFileSync(join(folder, `maskable-${size}.png`), encodePng(size, draw(size, true)));
}
console.log(`Wrote icon-192.png, icon-512.png, maskable-192.png and maskable-512.png to ${folder}.`);
