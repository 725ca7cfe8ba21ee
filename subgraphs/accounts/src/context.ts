import type { SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { AccountsEnv } from './env.js';
import type { Mailer } from './mail/mailer.js';
import type { LoginThrottle } from './modules/auth/throttle.js';
import type { AccessTokenSigner } from './modules/auth/tokens.js';
import type { WebhookQueue } from './modules/webhooks/webhook-queue.js';
import type { WebhookConfig } from './modules/webhooks/webhook-send.js';
import type { User } from './modules/users/user.entity.js';

export interface AccountsLoaders {
  userById: DataLoader<string, User | null>;
  /** Members with their summary fields only (user-summary.ts): for `_entities` calls that ask for nothing else. */
  userSummaryById: DataLoader<string, User | null>;
  /** Whether the viewer follows each user id (one SQL per batch; always false for anonymous viewers). */
  isFollowedByViewer: DataLoader<string, boolean>;
}

/** Long-lived services the resolvers use (built once at start-up). */
export interface AccountsServices {
  config: Pick<AccountsEnv, 'PUBLIC_URL' | 'ALLOW_ADMIN_SIGNUP'> & { logResetLinks: boolean };
  signAccessToken: AccessTokenSigner;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** How webhooks are checked and sent (the resolvers' registration checks and "send test"), and their queue (redelivery). */
  webhooks: { config: WebhookConfig; queue: Pick<WebhookQueue, 'enqueue'> };
}

export interface AccountsContextExtra {
  services: AccountsServices;
  /** Users who just proved who they are in this request (register/login/refresh): they see their own private fields. */
  sessionUserIds: Set<string>;
}

export type AccountsContext = SubgraphContext<AccountsLoaders, AccountsContextExtra>;
