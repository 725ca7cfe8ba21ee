import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { drainRequest } from '../http/drain-request.js';

/** How much of a refused body is still read and dropped before giving up on it. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

export type MultipartProblem = 'too_large' | 'no_file' | 'malformed';

export class MultipartError extends Error {
  constructor(
    readonly problem: MultipartProblem,
    message: string,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

export interface MultipartFile {
  readonly bytes: Buffer;
  readonly filename: string;
  /** As the client declared it (not to be trusted: sniff the bytes). */
  readonly declaredType: string;
  /** The form's text fields (the first value of each name; at most 20 fields of 64 KiB). */
  readonly fields: Readonly<Record<string, string>>;
}

export interface ReadMultipartFileOptions {
  /** Form field that carries the file. */
  readonly field: string;
  /** Largest accepted file, in bytes; one byte more is refused without reading further. */
  readonly maxBytes: number;
  /** Largest whole request body (file plus the rest of the form); maxBytes + 1 MiB by default. */
  readonly maxRequestBytes?: number;
}

/**
 * Reads one file from a multipart/form-data request with busboy, keeping at most `maxBytes` of it in memory.
 * Rejects with MultipartError: `too_large` as soon as the file (or the request) passes its limit, `no_file`
 * when the field is missing, `malformed` for anything that is not a readable multipart body. Other files are
 * skipped; text fields come back in `fields`. A rejection comes once the rest of the body has been read and dropped (up to 8 MiB more), so the
 * reply reaches a client that is still sending.
 */
export function readMultipartFile(req: IncomingMessage, options: ReadMultipartFileOptions): Promise<MultipartFile> {
  const maxRequestBytes = options.maxRequestBytes ?? options.maxBytes + 1024 * 1024;
  return new Promise<MultipartFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy flags a file as soon as it reaches `fileSize`, so one byte more than allowed marks "too large".
        limits: { fileSize: options.maxBytes + 1, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25, headerPairs: 50 },
      });
    } catch (error) {
      reject(new MultipartError('malformed', error instanceof Error ? error.message : 'Not a multipart request'));
      return;
    }

    let settled = false;
    let file: Omit<MultipartFile, 'fields'> | undefined;
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let received = 0;

    const fail = (problem: MultipartProblem, message: string) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      // Answering before the body is in makes node close the connection under a client still sending;
      // read the rest first (within reason) so the client gets the reply.
      void drainRequest(req, DRAIN_LIMIT_BYTES).then(() => reject(new MultipartError(problem, message)));
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxRequestBytes) fail('too_large', `Request body exceeds ${maxRequestBytes} bytes`);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== options.field || file !== undefined) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => fail('too_large', `File exceeds ${options.maxBytes} bytes`));
      stream.on('end', () => {
        if (settled || stream.truncated) return;
        file = { bytes: Buffer.concat(chunks, size), filename: info.filename ?? '', declaredType: info.mimeType };
      });
    });
    parser.on('field', (name, value, info) => {
      if (!(name in fields) && !info.valueTruncated) fields[name] = value;
    });
    parser.on('error', (error: unknown) => fail('malformed', error instanceof Error ? error.message : 'Malformed multipart body'));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      if (file) resolve({ ...file, fields });
      else reject(new MultipartError('no_file', `No file in field "${options.field}"`));
    });
    req.on('aborted', () => fail('malformed', 'Request aborted'));
    req.on('error', (error) => fail('malformed', error.message));
    req.on('data', count);
    req.pipe(parser);
  });
}
