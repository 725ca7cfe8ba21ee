import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook signing secrets are stored encrypted (modules/webhooks/webhook-secret-box.ts): what admins see of them
 * (`whsec_Ab12…`) gets columns of its own, filled here from the secrets while they are still plain; accounts seals
 * the secrets themselves at start-up with WEBHOOK_SECRETS_KEY (sealPlaintextSecrets), which SQL cannot hold.
 * A previous secret past its overlap is deleted now (it signs nothing), as the hourly housekeeping does from here on.
 */
export class Migration20270102093000 extends Migration {
  override async up(): Promise<void> {
    // A sealed secret (nonce, ciphertext and tag, base64url) is longer than the 100 characters a plain one needed.
    this.addSql(`alter table "webhook_endpoints" alter column "secret" type text, alter column "previous_secret" type text;`);
    this.addSql(`alter table "webhook_endpoints" add column "secret_prefix" text null, add column "previous_secret_prefix" text null;`);
    this.addSql(
      `update "webhook_endpoints" set "previous_secret" = null, "previous_secret_expires_at" = null where "previous_secret" is not null and ("previous_secret_expires_at" is null or "previous_secret_expires_at" <= now());`,
    );
    this.addSql(
      `update "webhook_endpoints" set "secret_prefix" = left("secret", 10) || '…', "previous_secret_prefix" = case when "previous_secret" is null then null else left("previous_secret", 10) || '…' end;`,
    );
    this.addSql(`alter table "webhook_endpoints" alter column "secret_prefix" set not null;`);
  }

  override async down(): Promise<void> {
    // Sealed secrets cannot be opened in SQL: an older accounts cannot sign with them (rotate each endpoint's secret).
    this.addSql(`alter table "webhook_endpoints" drop column "secret_prefix", drop column "previous_secret_prefix";`);
  }
}
