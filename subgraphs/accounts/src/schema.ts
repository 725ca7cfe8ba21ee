import 'reflect-metadata';
import type { BuildSubgraphOptions } from '@momstride/kit';
import { AccessTokenResolver } from './modules/access-tokens/access-token.resolver.js';
import { MemberAccessTokenResolver } from './modules/access-tokens/member-access-token.resolver.js';
import { AdminResolver } from './modules/admin/admin.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { DirectoryResolver } from './modules/directory/directory.resolver.js';
import { FollowResolver } from './modules/follows/follow.resolver.js';
import { AccountDeletionResolver } from './modules/privacy/account-deletion.resolver.js';
import { DataExportResolver } from './modules/privacy/data-export.resolver.js';
import { ProfileResolver } from './modules/profile/profile.resolver.js';
import { UserResolver } from './modules/users/user.resolver.js';
import { userReferenceResolvers } from './modules/users/user.reference.js';
import { WebhookDeliveryResolver, WebhookEndpointResolver } from './modules/webhooks/webhook.resolver.js';

/** accounts's GraphQL schema: its resolvers (type-graphql classes) and the reference resolvers of its federation entities. */
export const schema: BuildSubgraphOptions = {
  resolvers: [UserResolver, AuthResolver, ProfileResolver, FollowResolver, DirectoryResolver, AdminResolver, WebhookEndpointResolver, WebhookDeliveryResolver, AccessTokenResolver, DataExportResolver, AccountDeletionResolver, MemberAccessTokenResolver],
  referenceResolvers: userReferenceResolvers,
};
