import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeHttpRequest } from './http.js';
import { serviceMetrics } from './service-metrics.js';

describe('the HTTP histogram of a service', () => {
  const metrics = serviceMetrics('unit-http');
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.get('/photos/:id', (_req, res) => {
      res.json({ ok: true });
    });
    app.post('/uploads/picture', (_req, res) => {
      res.status(429).json({ detail: 'Too many uploads' });
    });
    server = createServer((req, res) => {
      observeHttpRequest(metrics, req, res, true);
      app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const count = async (labels: Record<string, string>) =>
    (await metrics.httpDuration.get()).values.find(
      (value) => value.metricName === 'http_server_request_duration_seconds_count' && Object.entries(labels).every(([name, label]) => value.labels[name] === label),
    )?.value ?? 0;

  it('labels requests with the route template Express matched, and anything unmatched other', async () => {
    await fetch(`${base}/photos/8d1f2a`);
    await fetch(`${base}/photos/77`);
    await fetch(`${base}/no/such/path?x=1`);
    await expect.poll(() => count({ route: '/photos/:id', status_code: '200', method: 'GET' })).toBe(2);
    await expect.poll(() => count({ route: 'other', status_code: '404' })).toBe(1);
  });

  it('counts a route’s 429 as a rate-limit refusal of that route', async () => {
    await fetch(`${base}/uploads/picture`, { method: 'POST' });
    const refusals = async () => (await metrics.rateLimitRefusals.get()).values.find((value) => value.labels['limit'] === '/uploads/picture')?.value;
    await expect.poll(refusals).toBe(1);
  });
});
