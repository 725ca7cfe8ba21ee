import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type Request, type Response } from 'express';

const reservedPrefixes = ['/api', '/graphql', '/media', '/healthz', '/readyz'];

const isReserved = (path: string) => reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Uploaded files at /media: no directory listing, no dotfiles, nosniff, inline, and never run as a document. */
export const mediaRouter = (mediaDir: string): Router => {
  const router = Router();
  router.use(
    express.static(mediaDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Shown, never saved under a name of the uploader's choosing; and never a document (CSP below).
        res.setHeader('Content-Disposition', 'inline');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ detail: 'Not Found' });
  });
  return router;
};

/**
 * The built SPA: hashed files under /assets cached for a year, everything else (index.html) revalidated;
 * GET / gets the prerendered landing page (landing.html, written by the web build) when there is one; any other
 * GET that accepts HTML and is not an API/health/media path gets index.html (client routing).
 */
export const webRouter = (webDist: string): Router => {
  const router = Router();
  const indexHtml = join(webDist, 'index.html');
  const landingHtml = join(webDist, 'landing.html');
  router.use(
    express.static(webDist, {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(join(webDist, 'assets'));
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.use((req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isReserved(req.path)) return next();
    const lastSegment = req.path.split('/').at(-1) ?? '';
    if (lastSegment.includes('.') || !req.accepts('html')) return next();
    const page = req.path === '/' && existsSync(landingHtml) ? landingHtml : indexHtml;
    if (!existsSync(page)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  return router;
};
