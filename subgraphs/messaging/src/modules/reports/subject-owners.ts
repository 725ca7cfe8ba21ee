import { internalJsonCall, MODERATION_PATHS, REPORT_SUBJECT_OWNERS, type EntityManager, type InternalClient, type ReportSubjectKind } from '@momstride/kit';

/**
 * What messaging asks the owner of a reported subject (docs/contracts.md, "Moderation"): a message is its own (the
 * viewer must have received it); the others are asked over their internal moderation endpoints. An owner that cannot
 * be asked throws SERVICE_UNAVAILABLE (never a 404: whether the subject exists is then unknown).
 */
export interface SubjectOwners {
  /** The subject's author when it exists and the viewer may see it; null otherwise. */
  authorOf(em: EntityManager, kind: ReportSubjectKind, id: string, viewerId: string): Promise<string | null>;
  /** Hides the subject (or shows it again); its author, or null when it no longer exists. */
  setHidden(kind: ReportSubjectKind, id: string, hidden: boolean): Promise<string | null>;
  /** Suspends a member or lifts it; false when she no longer exists. */
  setSuspended(userId: string, suspended: boolean): Promise<boolean>;
}

export const createSubjectOwners = (internal: InternalClient): SubjectOwners => {
  const ask = <T>(target: string, path: string, body: unknown): Promise<T | null> => internalJsonCall<T>(internal, target, path, { body });
  return {
    async authorOf(em, kind, id, viewerId) {
      if (kind === 'message') {
        const [row] = await em.execute<Array<{ sender_id: string }>>('select sender_id from messages where id = ? and recipient_id = ?', [id, viewerId]);
        return row?.sender_id ?? null;
      }
      const found = await ask<{ author_id: string }>(REPORT_SUBJECT_OWNERS[kind], MODERATION_PATHS.subject, { kind, id, viewer_id: viewerId });
      return found?.author_id ?? null;
    },
    async setHidden(kind, id, hidden) {
      const done = await ask<{ author_id: string }>(REPORT_SUBJECT_OWNERS[kind], MODERATION_PATHS.hidden, { kind, id, hidden });
      return done?.author_id ?? null;
    },
    async setSuspended(userId, suspended) {
      return (await ask(REPORT_SUBJECT_OWNERS.member, MODERATION_PATHS.suspended, { user_id: userId, suspended })) !== null;
    },
  };
};
