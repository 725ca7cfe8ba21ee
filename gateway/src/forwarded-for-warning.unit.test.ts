import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedForIgnored, UNTRUSTED_FORWARDED_FOR_WARNING, warnOnUntrustedForwardedFor } from './forwarded-for-warning.js';

describe('X-Forwarded-For while TRUST_PROXY is off', () => {
  it('detects the header only when TRUST_PROXY is off', () => {
    const forwarded = { headers: { 'x-forwarded-for': '203.0.113.7' } };
    expect(forwardedForIgnored(false, forwarded)).toBe(true);
    expect(forwardedForIgnored(false, { headers: {} })).toBe(false);
    expect(forwardedForIgnored(true, forwarded)).toBe(false);
    expect(forwardedForIgnored(1, forwarded)).toBe(false);
    expect(forwardedForIgnored('loopback', forwarded)).toBe(false);
  });

  describe('the gateway middleware', () => {
    const warnings: Array<{ fields: unknown; message: string }> = [];
    const logger = { warn: (fields: unknown, message: string) => warnings.push({ fields, message }) };
    const servers: Array<{ base: string; close: () => void }> = [];
    const serve = async (trustProxy: boolean | number | string) => {
      const app = express().set('trust proxy', trustProxy);
      app.use(warnOnUntrustedForwardedFor(trustProxy, logger as never));
      app.get('/', (_req, res) => void res.send('ok'));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const entry = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
      servers.push(entry);
      return entry.base;
    };
    const get = (base: string, headers: Record<string, string> = {}) => fetch(`${base}/`, { headers });

    beforeAll(() => {
      warnings.length = 0;
    });
    afterAll(() => servers.forEach((server) => server.close()));

    it('warns once per process, naming TRUST_PROXY, at the first forwarded request', async () => {
      const base = await serve(false);
      await get(base);
      expect(warnings).toHaveLength(0);
      await get(base, { 'x-forwarded-for': '203.0.113.7' });
      await get(base, { 'x-forwarded-for': '203.0.113.8' });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.message).toBe(UNTRUSTED_FORWARDED_FOR_WARNING);
      expect(warnings[0]!.message).toMatch(/X-Forwarded-For.*TRUST_PROXY/);
    });

    it('stays quiet when TRUST_PROXY is set', async () => {
      warnings.length = 0;
      const base = await serve(1);
      await get(base, { 'x-forwarded-for': '203.0.113.7' });
      expect(warnings).toHaveLength(0);
    });
  });
});
