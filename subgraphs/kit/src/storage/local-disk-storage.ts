import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertValidStorageKey, keyUnder, publicUrlFor, type ObjectStorage } from './object-storage.js';

export interface LocalDiskStorageOptions {
  /** Folder the files are written under (the gateway serves it at `publicBaseUrl`). */
  readonly root: string;
  /** URL prefix the files are served at; `/media` by default. */
  readonly publicBaseUrl?: string;
}

/**
 * Files on the local disk under `root`. Writes are atomic (a dot-named temporary file in the target folder,
 * flushed, then renamed over the target), so readers never see half a file; keys cannot leave `root`.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly root: string;
  private readonly publicBaseUrl: string;

  constructor(options: LocalDiskStorageOptions) {
    this.root = resolve(options.root);
    this.publicBaseUrl = options.publicBaseUrl ?? '/media';
  }

  /** Absolute path of `key`, refusing anything that would resolve outside the root. */
  pathOf(key: string): string {
    assertValidStorageKey(key);
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<{ url: string }> {
    const target = this.pathOf(key);
    const folder = dirname(target);
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `.tmp-${randomBytes(8).toString('hex')}`);
    const handle = await open(temporary, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
      await handle.close();
      await rename(temporary, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
    return { url: publicUrlFor(this.publicBaseUrl, key) };
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  keyOf(url: string): string | undefined {
    return keyUnder(this.publicBaseUrl, url);
  }

  async read(key: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async storedBytes(folder: string): Promise<number> {
    const root = this.pathOf(assertValidStorageKey(folder));
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let bytes = 0;
    for (const entry of entries) {
      if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size;
    }
    return bytes;
  }
}
