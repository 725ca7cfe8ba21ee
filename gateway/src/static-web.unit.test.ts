import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRouter, webRouter } from './static-web.js';

/** The built web app's files as the gateway serves them: the prerendered landing at /, the app's shell elsewhere. */
describe('web files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'momstride-web-dist-'));
  let base = '';
  let close = () => {};

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<title>app shell</title>');
    writeFileSync(join(dist, 'landing.html'), '<title>prerendered landing</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    const app = express().use(webRouter(dist));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (path: string) => fetch(base + path, { headers: { accept: 'text/html' } });

  it('GET / is the prerendered landing page, revalidated on every visit', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('prerendered landing');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('every other page path is the app shell (client routing)', async () => {
    for (const path of ['/login', '/dashboard', '/profile/123']) {
      expect(await (await page(path)).text(), path).toContain('app shell');
    }
  });

  it('hashed assets are cached for a year', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('without a prerendered landing page, / is the app shell too', async () => {
    rmSync(join(dist, 'landing.html'));
    expect(await (await page('/')).text()).toContain('app shell');
  });
});

/** Uploaded files as the gateway serves them at /media. */
describe('media files', () => {
  const media = mkdtempSync(join(tmpdir(), 'momstride-media-'));
  let base = '';
  let close = () => {};

  beforeAll(async () => {
    mkdirSync(join(media, 'profile-pictures'));
    writeFileSync(join(media, 'profile-pictures', 'someone-abc.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
    writeFileSync(join(media, '.hidden'), 'secret');
    const app = express().use('/media', mediaRouter(media));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(media, { recursive: true, force: true });
  });

  it('serves a file inline, with nosniff and a sandboxing CSP', async () => {
    const response = await fetch(`${base}/media/profile-pictures/someone-abc.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('lists no folder and serves no dotfile', async () => {
    expect((await fetch(`${base}/media/`)).status).toBe(404);
    expect((await fetch(`${base}/media/profile-pictures/`)).status).toBe(404);
    expect((await fetch(`${base}/media/.hidden`)).status).toBe(404);
  });
});
