import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.js';
import { InvalidStorageKeyError, isValidStorageKey } from './object-storage.js';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'momstride-storage-'));
    storage = new LocalDiskStorage({ root: join(root, 'uploads') });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the bytes under the root, creating folders, and answers the /media URL', async () => {
    const { url } = await storage.put('profile-pictures/u1-abc.webp', Buffer.from('hello'), 'image/webp');
    expect(url).toBe('/media/profile-pictures/u1-abc.webp');
    expect(await readFile(join(root, 'uploads', 'profile-pictures', 'u1-abc.webp'), 'utf8')).toBe('hello');
    expect(storage.keyOf(url)).toBe('profile-pictures/u1-abc.webp');
  });

  it('sums the bytes stored under a folder, at any depth (0 for a folder never written)', async () => {
    await storage.put('photos/a.webp', Buffer.from('12345'), 'image/webp');
    await storage.put('photos/deep/b.webp', Buffer.from('123'), 'image/webp');
    await storage.put('profile-pictures/c.webp', Buffer.from('1234567'), 'image/webp');
    expect(await storage.storedBytes('photos')).toBe(8);
    expect(await storage.storedBytes('profile-pictures')).toBe(7);
    expect(await storage.storedBytes('nothing-here')).toBe(0);
  });

  it('replaces an object atomically and leaves no temporary files behind', async () => {
    await storage.put('a/b.txt', Buffer.from('first'), 'text/plain');
    await storage.put('a/b.txt', Buffer.from('second'), 'text/plain');
    expect(await readFile(join(root, 'uploads', 'a', 'b.txt'), 'utf8')).toBe('second');
    expect(await readdir(join(root, 'uploads', 'a'))).toEqual(['b.txt']);
  });

  it('deletes an object; deleting a missing one is fine', async () => {
    await storage.put('x.bin', new Uint8Array([1, 2, 3]), 'application/octet-stream');
    await storage.delete('x.bin');
    await expect(stat(join(root, 'uploads', 'x.bin'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.delete('x.bin')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the root, and writes nothing for them', async () => {
    await writeFile(join(root, 'outside.txt'), 'keep me');
    const bad = [
      '../outside.txt',
      'a/../../outside.txt',
      '/etc/passwd',
      '..',
      '.',
      '',
      'a//b',
      'a/./b',
      '.hidden',
      'a\\..\\b',
      '%2e%2e/outside.txt',
      'a/b/',
      'x'.repeat(600),
    ];
    for (const key of bad) {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('evil'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await readFile(join(root, 'outside.txt'), 'utf8')).toBe('keep me');
    await expect(readdir(join(root, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('recognises only its own URLs', () => {
    expect(storage.keyOf('/media/profile-pictures/a.webp')).toBe('profile-pictures/a.webp');
    expect(storage.keyOf('https://example.com/media/a.webp')).toBeUndefined();
    expect(storage.keyOf('/media/../secret')).toBeUndefined();
    expect(storage.keyOf('/mediaX/a.webp')).toBeUndefined();
  });
});
