import type { MikroORM } from '@mikro-orm/postgresql';
import type { RouteMounter } from '../../http-routes.js';
import { takeArchive } from './data-export.store.js';

/** Where the gateway fetches an archive by its link's token (`GET /api/exports/{token}` there). */
export const DATA_EXPORT_DOWNLOAD_PATH = '/privacy/exports';
export const EXPORT_LINK_GONE = 'This download link has expired or was already used. You can ask for a new copy of your data from your Profile.';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `GET /privacy/exports/:token` (internal viewer token required; the token in the path is the only credential, so a
 * signed-out browser can follow the mailed link): the zip, once. A wrong, used or expired link is 404.
 */
export const dataExportRoutes =
  (orm: MikroORM): RouteMounter =>
  (app, { requireViewer }) => {
    app.get(`${DATA_EXPORT_DOWNLOAD_PATH}/:token`, requireViewer, async (req, res, next) => {
      try {
        const token = String(req.params.token);
        const taken = TOKEN.test(token) ? await takeArchive(orm.em.fork(), token) : null;
        res.setHeader('Cache-Control', 'no-store');
        if (!taken) {
          res.status(404).json({ detail: EXPORT_LINK_GONE });
          return;
        }
        const day = taken.readyAt.toISOString().slice(0, 10);
        res.setHeader('Content-Type', 'application/zip');
        res.setHeader('Content-Disposition', `attachment; filename="momstride-data-${day}.zip"`);
        res.setHeader('Content-Length', String(taken.archive.byteLength));
        res.end(taken.archive);
      } catch (error) {
        next(error);
      }
    });
  };
