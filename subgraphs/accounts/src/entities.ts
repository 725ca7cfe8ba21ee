import { PasswordResetToken } from './modules/auth/password-reset-token.entity.js';
import { RefreshToken } from './modules/auth/refresh-token.entity.js';
import { Follow } from './modules/follows/follow.entity.js';
import { SessionRevocation } from './modules/sessions/session-revocation.entity.js';
import { User } from './modules/users/user.entity.js';
import { WEBHOOK_TABLES } from './modules/webhooks/webhook.store.js';

/** Every entity of the accounts database, listed explicitly. */
export const entities = [User, RefreshToken, PasswordResetToken, Follow, SessionRevocation];

/** Created by the migration, used by rate-limiter-flexible (not an entity). */
export const LOGIN_LIMITS_TABLE = 'login_rate_limits';

/** Every table of the login throttle (created by migrations, used with raw SQL: not entities). */
export const LOGIN_THROTTLE_TABLES = [LOGIN_LIMITS_TABLE, 'login_account_failures', 'login_known_addresses'];

/** Personal access tokens (modules/access-tokens): created by a migration, used with raw SQL (not an entity). */
export const ACCESS_TOKEN_TABLES = ['personal_access_tokens'];

/** Members' data exports (modules/privacy): created by a migration, used with raw SQL (not an entity). */
export const DATA_EXPORT_TABLES = ['data_exports'];

/** Every table used with raw SQL only (left alone by the schema diff): the login throttle's, the webhooks', the access tokens' and the data exports'. */
export const SQL_ONLY_TABLES = [...LOGIN_THROTTLE_TABLES, ...WEBHOOK_TABLES, ...ACCESS_TOKEN_TABLES, ...DATA_EXPORT_TABLES];
