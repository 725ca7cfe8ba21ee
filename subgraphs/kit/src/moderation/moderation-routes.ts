/**
 * The owner's side of moderation (subjects.ts): the internal endpoints messaging calls about a reported subject.
 * A subgraph that owns reportable kinds mounts them in its `httpRoutes` with what it knows about its own tables;
 * only messaging's internal token passes.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { internalJson, type SubgraphRoutes } from '../internal-routes.js';
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

const kind = z.enum(REPORT_SUBJECT_KINDS);
const subjectBody = z.object({ kind, id: z.uuid(), viewer_id: z.uuid() });
const hiddenBody = z.object({ kind, id: z.uuid(), hidden: z.boolean() });
const suspendedBody = z.object({ user_id: z.uuid(), suspended: z.boolean() });

export const moderationRoutes =
  (orm: MikroORM, owner: ModerationOwner): SubgraphRoutes =>
  (app, { requireInternalCaller }) => {
    const guard = requireInternalCaller([MODERATION_CALLER]);
    const json = express.json({ limit: '4kb' });
    const owns = (subject: ReportSubjectKind): boolean => owner.kinds.includes(subject);
    const authored = (author: string | null) => (author ? { author_id: author } : undefined);

    app.post(
      MODERATION_PATHS.subject,
      guard,
      json,
      internalJson('body', subjectBody, undefined, async (body) =>
        authored(owns(body.kind) ? await owner.authorOf(orm.em.fork(), body.kind, body.id, body.viewer_id) : null),
      ),
    );

    const { setHidden, setSuspended } = owner;
    if (setHidden) {
      app.post(
        MODERATION_PATHS.hidden,
        guard,
        json,
        internalJson('body', hiddenBody, undefined, async (body) =>
          authored(owns(body.kind) ? await setHidden(orm.em.fork(), body.kind, body.id, body.hidden) : null),
        ),
      );
    }
    if (setSuspended) {
      app.post(
        MODERATION_PATHS.suspended,
        guard,
        json,
        internalJson('body', suspendedBody, undefined, async (body) =>
          (await setSuspended(orm.em.fork(), body.user_id, body.suspended)) ? { user_id: body.user_id, suspended: body.suspended } : undefined,
        ),
      );
    }
  };
