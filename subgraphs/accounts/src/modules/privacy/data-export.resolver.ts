import { isUuid, notFound } from '@momstride/kit';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { dataExportLink } from '../../mail/data-export-mail.js';
import { requireCurrentAdmin } from '../admin/admin.guard.js';
import { requireSessionViewer } from '../access-tokens/access-token.guard.js';
import { USER_NOT_FOUND } from '../users/user.service.js';
import { findDataExport, renewDownloadLink, requestDataExport, type DataExportRow } from './data-export.store.js';
import { DataExport, DataExportLink, type DataExportState } from './data-export.types.js';

export const NO_READY_EXPORT = 'There is no archive ready to download. Ask for a copy of your data first.';

const toDataExport = (row: DataExportRow): DataExport => ({ ...row, status: row.status as DataExportState });

/**
 * A member's copy of her data (docs/privacy.md), and the same for an admin acting on a member's request. Asking needs
 * a sign-in session (never a personal access token: a leaked token must not take everything she has); an admin's
 * operations re-check her role.
 */
@Resolver()
export class DataExportResolver {
  @Query(() => DataExport, { nullable: true, description: 'Your latest copy of your data: being made, ready, downloaded or failed; null when there is none' })
  async myDataExport(@Ctx() ctx: AccountsContext): Promise<DataExport | null> {
    const viewer = requireSessionViewer(ctx);
    const row = await findDataExport(ctx.em, viewer.userId);
    return row ? toDataExport(row) : null;
  }

  @Mutation(() => DataExport, {
    description:
      'Ask for a copy of your data (every service: profile, posts, follows, messages, events and goals, stories, challenge logs, photos with their files, reviews, orders). It is made in the background; you get a notification and a mail when it is ready. Asking again while one is being made or ready answers that one',
  })
  async requestDataExport(@Ctx() ctx: AccountsContext): Promise<DataExport> {
    const viewer = requireSessionViewer(ctx);
    return toDataExport(await requestDataExport(ctx.em, viewer.userId, viewer.userId));
  }

  @Mutation(() => DataExportLink, { description: 'A one-time download link of your ready archive (replaces the mailed link); NOT_FOUND when none is ready' })
  async createDataExportLink(@Ctx() ctx: AccountsContext): Promise<DataExportLink> {
    const viewer = requireSessionViewer(ctx);
    const link = await renewDownloadLink(ctx.em, viewer.userId);
    if (!link) throw notFound(NO_READY_EXPORT);
    return { url: dataExportLink(ctx.services.config.PUBLIC_URL, link.token), expiresAt: link.expiresAt };
  }

  @Query(() => DataExport, { nullable: true, description: "A member's latest copy of her data (admins only, acting on her request)" })
  async userDataExport(@Arg('userId', () => ID, { description: 'Id of the member' }) userId: string, @Ctx() ctx: AccountsContext): Promise<DataExport | null> {
    await requireCurrentAdmin(ctx);
    if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
    const row = await findDataExport(ctx.em, userId);
    return row ? toDataExport(row) : null;
  }

  @Mutation(() => DataExport, { description: 'Make a copy of a member\'s data on her request (admins only); she is told when it is ready, as when she asks herself' })
  async requestUserDataExport(@Arg('userId', () => ID, { description: 'Id of the member' }) userId: string, @Ctx() ctx: AccountsContext): Promise<DataExport> {
    const admin = await requireCurrentAdmin(ctx);
    if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
    const [exists] = await ctx.em.execute<unknown[]>('select 1 from users where id = ?', [userId]);
    if (!exists) throw notFound(USER_NOT_FOUND);
    return toDataExport(await requestDataExport(ctx.em, userId, admin.userId));
  }

  @Mutation(() => DataExportLink, { description: "A one-time download link of a member's ready archive (admins only; replaces her link); NOT_FOUND when none is ready" })
  async createUserDataExportLink(@Arg('userId', () => ID, { description: 'Id of the member' }) userId: string, @Ctx() ctx: AccountsContext): Promise<DataExportLink> {
    await requireCurrentAdmin(ctx);
    const link = isUuid(userId) ? await renewDownloadLink(ctx.em, userId) : null;
    if (!link) throw notFound(NO_READY_EXPORT);
    return { url: dataExportLink(ctx.services.config.PUBLIC_URL, link.token), expiresAt: link.expiresAt };
  }
}
