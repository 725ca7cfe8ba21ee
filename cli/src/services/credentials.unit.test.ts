import { existsSync } from 'node:fs';
import { readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tempConfigDir } from '../test-support/cli-harness.js';
import { resolveApiUrl, resolveConfigDir } from './config.js';
import { CredentialStore } from './credentials.js';
import { CliError, UsageError } from './errors.js';

describe('CredentialStore', () => {
  it('keeps one entry per API URL in a 0600 file inside a 0700 folder', async () => {
    const dir = tempConfigDir();
    const store = new CredentialStore(dir);
    expect(await store.read('http://a.example')).toBeUndefined();
    await store.save('http://a.example', { accessToken: 'a1', refreshToken: 'r1' });
    await store.save('http://b.example', { accessToken: 'b1' });
    expect(await store.read('http://a.example')).toMatchObject({ accessToken: 'a1', refreshToken: 'r1' });
    expect(await store.read('http://b.example')).toMatchObject({ accessToken: 'b1' });
    expect((await stat(store.file)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);

    expect(await store.remove('http://a.example')).toBe(true);
    expect(await store.remove('http://a.example')).toBe(false);
    expect(JSON.parse(await readFile(store.file, 'utf8'))).toMatchObject({ hosts: { 'http://b.example': {} } });
    await store.remove('http://b.example');
    expect(existsSync(store.file)).toBe(false);
  });

  it('reports a damaged file clearly', async () => {
    const dir = tempConfigDir();
    await mkdir(dir, { recursive: true });
    const store = new CredentialStore(dir);
    await writeFile(store.file, '{not json');
    await expect(store.read('http://a.example')).rejects.toThrow(CliError);
    await expect(store.read('http://a.example')).rejects.toThrow(/is damaged/);
  });
});

describe('config', () => {
  it('finds the config folder from MOMSTRIDE_CONFIG_DIR, XDG_CONFIG_HOME or HOME', () => {
    expect(resolveConfigDir({ MOMSTRIDE_CONFIG_DIR: '/x/y', XDG_CONFIG_HOME: '/xdg' })).toBe('/x/y');
    expect(resolveConfigDir({ XDG_CONFIG_HOME: '/xdg', HOME: '/home/o' })).toBe('/xdg/momstride');
    expect(resolveConfigDir({ HOME: '/home/o' })).toBe('/home/o/.config/momstride');
  });

  it('takes --api over MOMSTRIDE_API over the default, normalized', () => {
    expect(resolveApiUrl(undefined, {})).toBe('http://localhost:4000');
    expect(resolveApiUrl(undefined, { MOMSTRIDE_API: 'https://m.example/' })).toBe('https://m.example');
    expect(resolveApiUrl('http://127.0.0.1:4400//', { MOMSTRIDE_API: 'https://m.example' })).toBe('http://127.0.0.1:4400');
    expect(() => resolveApiUrl('ftp://x', {})).toThrow(UsageError);
    expect(() => resolveApiUrl('nope', {})).toThrow(UsageError);
  });
});
