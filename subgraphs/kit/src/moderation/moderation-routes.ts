/**
 * The owner's side of moderation (subjects.ts): the internal endpoints messaging calls about a reported subject.
 * A subgraph that owns reportable kinds mounts them in its `httpRoutes` with what it knows about its own tables;
 * only messaging's internal token passes.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { MODERATION_CALLER, MODERATION_PATHS, REPORT_SUBJECT_KINDS, type ReportSubjectKind } from './subjects.js';

export interface ModerationOwner {
  /** The kinds this subgraph owns. */
  readonly kinds: readonly ReportSubjectKind[];
  /** The subject's author when it exists, is not hidden and `viewerId` may see it; null otherwise. */
  authorOf(em: EntityManager, kind: ReportSubjectKind, id: string, viewerId: string): Promise<string | null>;
  /** Hides the subject (or shows it again); its author, or null when it does not exist. Idempotent. */
  setHidden?(em: EntityManager, kind: ReportSubjectKind, id: string, hidden: boolean): Promise<string | null>;
  /** Suspends a member (or lifts it); false when she does not exist. Idempotent. */
  setSuspended?(em: EntityManager, userId: string, suspended: boolean): Promise<boolean>;
}

type Mount = (app: express.Express, tools: { requireInternalCaller: (allowed?: readonly string[]) => RequestHandler }) => void;

const kind = z.enum(REPORT_SUBJECT_KINDS);
const subjectBody = z.object({ kind, id: z.uuid(), viewer_id: z.uuid() });
const hiddenBody = z.object({ kind, id: z.uuid(), hidden: z.boolean() });
const suspendedBody = z.object({ user_id: z.uuid(), suspended: z.boolean() });

const handle =
  <T>(schema: z.ZodType<T>, run: (body: T, res: express.Response) => Promise<void>): RequestHandler =>
  async (req, res, next) => {
    const body = schema.safeParse(req.body);
    if (!body.success) {
      res.status(400).json({ error: z.prettifyError(body.error) });
      return;
    }
    try {
      await run(body.data, res.set('cache-control', 'no-store'));
    } catch (error) {
      next(error);
    }
  };

export const moderationRoutes =
  (orm: MikroORM, owner: ModerationOwner): Mount =>
  (app, { requireInternalCaller }) => {
    const guard = requireInternalCaller([MODERATION_CALLER]);
    const json = express.json({ limit: '4kb' });
    const owns = (subject: ReportSubjectKind): boolean => owner.kinds.includes(subject);
    const unknown = (res: express.Response): void => void res.status(404).json({ error: 'Not found' });

    app.post(
      MODERATION_PATHS.subject,
      guard,
      json,
      handle(subjectBody, async (body, res) => {
        const author = owns(body.kind) ? await owner.authorOf(orm.em.fork(), body.kind, body.id, body.viewer_id) : null;
        if (author) res.json({ author_id: author });
        else unknown(res);
      }),
    );

    const { setHidden, setSuspended } = owner;
    if (setHidden) {
      app.post(
        MODERATION_PATHS.hidden,
        guard,
        json,
        handle(hiddenBody, async (body, res) => {
          const author = owns(body.kind) ? await setHidden(orm.em.fork(), body.kind, body.id, body.hidden) : null;
          if (author) res.json({ author_id: author });
          else unknown(res);
        }),
      );
    }
    if (setSuspended) {
      app.post(
        MODERATION_PATHS.suspended,
        guard,
        json,
        handle(suspendedBody, async (body, res) => {
          if (await setSuspended(orm.em.fork(), body.user_id, body.suspended)) res.json({ user_id: body.user_id, suspended: body.suspended });
          else unknown(res);
        }),
      );
    }
  };
