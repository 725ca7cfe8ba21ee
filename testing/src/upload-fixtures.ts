/**
 * What the upload tests (kit, accounts, gateway, browser) send: image files built byte by byte (real PNGs, a
 * PNG of an exact size, a decompression bomb) and hand-made multipart bodies (exact bytes, exact length).
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/** Bytes of a chunk besides its data: length, type and CRC. */
const CHUNK_OVERHEAD = 12;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function pngHeader(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  return pngChunk('IHDR', header);
}

/** A real PNG (8-bit RGB) of `size`×`size` pixels with a diagonal two-colour pattern. */
export function makePng(size = 48): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(x + y < size ? [185, 71, 47] : [110, 47, 92], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(size, size, 8, 2),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG padded with a tEXt chunk to exactly `size` bytes. */
export function pngOfSize(size: number): Buffer {
  const png = makePng(32);
  const keyword = Buffer.from('Comment\0', 'latin1');
  const padding = size - png.length - CHUNK_OVERHEAD - keyword.length;
  if (padding < 0) throw new Error(`A PNG cannot be as small as ${size} bytes`);
  const text = pngChunk('tEXt', Buffer.concat([keyword, Buffer.alloc(padding, 'a')]));
  const iend = png.subarray(png.length - CHUNK_OVERHEAD);
  return Buffer.concat([png.subarray(0, png.length - CHUNK_OVERHEAD), text, iend]);
}

/** ~50 KB PNG declaring 20000×20000 pixels (1-bit greyscale, all zero). */
export function decompressionBomb(): Buffer {
  const edge = 20_000;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(edge, edge, 1, 0),
    pngChunk('IDAT', deflateSync(Buffer.alloc((1 + edge / 8) * edge), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface MultipartBody {
  body: Buffer;
  contentType: string;
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  bytes: Uint8Array,
  { field = 'file', filename = 'picture.png', type = 'image/png', fields = {} as Readonly<Record<string, string>> } = {},
): MultipartBody {
  const boundary = `----momstride${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
