import { isUuid, requireViewer } from '@momstride/kit';
import type { GraphQLResolveInfo } from 'graphql';
import type { AccountsContext } from '../../context.js';
import { wantsSummaryOnly } from './user-summary.js';
import { Role } from './user.enums.js';
import { User } from './user.entity.js';

/**
 * A deleted member can still be referenced by another subgraph's content for the moment until that subgraph
 * has handled `user.deleted`. She resolves as a "Former member" (GitHub calls its equivalent the ghost user)
 * rather than null, which would fail every list that contains her.
 */
export function formerMember(id: string): User {
  return Object.assign(new User(), {
    id,
    firstName: 'Former',
    lastName: 'member',
    email: null,
    role: Role.member,
    interests: [],
    followersCount: 0,
    followingCount: 0,
    createdAt: new Date(0),
    isOrganizationOwner: false,
    hasPendingAdminRequest: false,
  });
}

/**
 * `User @key(fields: "id")` reference resolution. Federation calls it once per representation;
 * the per-request DataLoader batches them into one SQL query. It bypasses type-graphql middleware,
 * so the viewer is checked here: references resolve for signed-in viewers only. Malformed ids resolve to null. A call
 * asking for summary fields only (user-summary.ts) reads only their columns.
 */
export async function resolveUserReference(reference: { id: string }, ctx: AccountsContext, info?: GraphQLResolveInfo): Promise<User | null> {
  requireViewer(ctx);
  const id = String(reference.id);
  if (!isUuid(id)) return null;
  // A list's people (partners, uploaders, reviewers, authors) need a few columns of each: only those are read.
  const loader = wantsSummaryOnly(info) ? ctx.loaders.userSummaryById : ctx.loaders.userById;
  return (await loader.load(id)) ?? formerMember(id);
}

/**
 * Every `User` representation of one `_entities` call at once (the kit's batched-entities.ts): the same answers as
 * resolveUserReference gives each, through one `loadMany` instead of a call and its promises per member.
 */
export async function resolveUserReferences(references: Array<Record<string, unknown>>, ctx: AccountsContext, info: GraphQLResolveInfo): Promise<Array<User | null>> {
  requireViewer(ctx);
  const loader = wantsSummaryOnly(info) ? ctx.loaders.userSummaryById : ctx.loaders.userById;
  const ids = references.map((reference) => String(reference['id']));
  const found = await loader.loadMany(ids.filter(isUuid));
  const failed = found.find((value): value is Error => value instanceof Error);
  if (failed) throw failed;
  let next = 0;
  return ids.map((id) => (isUuid(id) ? ((found[next++] as User | null) ?? formerMember(id)) : null));
}

export const userReferenceResolvers = {
  User: { __resolveReference: resolveUserReference, __resolveReferences: resolveUserReferences },
};
