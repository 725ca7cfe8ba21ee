import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type express from 'express';
import { isUuid } from '../loaders.js';
import type { HttpRouteTools } from '../server.js';

/**
 * What one subgraph holds about one member, for her data export (docs/privacy.md): named lists of rows (the
 * archive's `<subgraph>.json`) and, where the subgraph keeps files of hers (photos), the files themselves.
 */
export interface UserExportPart {
  /** Each list under a name that says what it is ("posts", "messages_sent"); rows as the database holds them, secrets left out. */
  readonly data: Record<string, readonly unknown[] | Record<string, unknown> | null>;
  /** Her files: a path inside the archive (`photos/<id>.webp`) and the bytes in base64. */
  readonly files?: ReadonlyArray<{ readonly path: string; readonly contentBase64: string }>;
}

/** What an export asks besides the member's id: her e-mail (orders are kept by the shopper's e-mail). */
export interface UserExportRequest {
  readonly email?: string;
}

/** A subgraph's exporter: reads only, in one repeatable-read transaction so the lists agree with each other. */
export type ExportUserData = (em: EntityManager, userId: string, request: UserExportRequest) => Promise<UserExportPart>;

/** The internal route every subgraph answers for a member's export: `GET /internal/export/:userId[?email=]`. */
export const USER_EXPORT_PATH = '/internal/export';
/** The one service that may ask for a member's export: accounts, which builds her archive. */
export const USER_EXPORT_CALLER = 'accounts';

/**
 * Rows for the archive: `sql`'s rows as PostgreSQL writes them in JSON (`to_jsonb`: times ISO 8601 with their offset,
 * numbers as numbers, arrays as arrays), in the query's order.
 */
export async function exportRows(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Array<Record<string, unknown>>> {
  const rows = await em.execute<Array<{ row: Record<string, unknown> | string }>>(`select to_jsonb(x) as row from (${sql}) x`, [...params]);
  return rows.map(({ row }) => (typeof row === 'string' ? (JSON.parse(row) as Record<string, unknown>) : row));
}

/** Runs an exporter in one read-only repeatable-read transaction of the subgraph's database. */
export async function readUserExport(em: EntityManager, exportUserData: ExportUserData, userId: string, request: UserExportRequest): Promise<UserExportPart> {
  return em.fork().transactional((tem) => exportUserData(tem, userId, request), { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
}

/**
 * Mounts `GET /internal/export/:userId` for accounts only (the kit's internal-call check: accounts builds the archive;
 * a member's viewer token, or any other service, is refused). A malformed id is 404; the member's e-mail travels as
 * `?email=` for commerce's orders.
 */
export const userExportRoutes =
  (options: { orm: MikroORM; exportUserData: ExportUserData }) =>
  (app: express.Express, tools: Pick<HttpRouteTools, 'requireInternalCaller'>): void => {
    app.get(`${USER_EXPORT_PATH}/:userId`, tools.requireInternalCaller([USER_EXPORT_CALLER]), async (req, res, next) => {
      try {
        const userId = String(req.params.userId);
        if (!isUuid(userId)) {
          res.status(404).json({ detail: 'User not found' });
          return;
        }
        const email = typeof req.query.email === 'string' && req.query.email.length <= 254 ? req.query.email : undefined;
        const part = await readUserExport(options.orm.em as EntityManager, options.exportUserData, userId, email ? { email } : {});
        res.setHeader('Cache-Control', 'no-store');
        res.json(part);
      } catch (error) {
        next(error);
      }
    });
  };
