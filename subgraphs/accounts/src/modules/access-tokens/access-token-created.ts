import type { Logger } from '@momstride/kit';
import type { AccountsServices } from '../../context.js';
import { accessTokenCreatedMail } from '../../mail/access-token-mails.js';
import type { TokenOwner } from './access-token.service.js';
import type { AccessToken } from './access-token.types.js';

/** Mails the owner of a new token (docs/security.md, M1), in the background: a mail failure never undoes the token. */
export function noticeAccessTokenCreated(services: Pick<AccountsServices, 'mailer' | 'config'>, log: Logger, owner: TokenOwner, token: AccessToken): void {
  services.mailer
    .send(accessTokenCreatedMail({ to: owner.email, firstName: owner.firstName, token, publicUrl: services.config.PUBLIC_URL }))
    .catch((error: unknown) => log.error({ err: error }, 'could not send the access token notice mail'));
}
