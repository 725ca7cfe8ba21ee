import { moderationRoutes, type MikroORM, type ModerationOwner } from '@momstride/kit';
import { setSuspended } from './suspension.js';

/**
 * Accounts as the owner of reported members (docs/contracts.md, "Moderation"): any member can be reported (she is
 * her own "author"); suspending her is accounts' own (suspension.ts).
 */
export const accountsModeration: ModerationOwner = {
  kinds: ['member'],
  async authorOf(em, _kind, id) {
    const [row] = await em.execute<Array<{ id: string }>>('select id from users where id = ?', [id]);
    return row?.id ?? null;
  },
  setSuspended,
};

export const accountsModerationRoutes = (orm: MikroORM) => moderationRoutes(orm, accountsModeration);
