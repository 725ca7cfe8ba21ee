import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook endpoints that keep failing are turned off (issue 13's webhooks, as GitHub, Stripe and Shopify do): an
 * endpoint remembers since when its deliveries have failed for good without one succeeding (`failing_since`), and
 * when it was turned off for that (`auto_disabled_at`). Both are cleared when it is turned on again.
 */
export class Migration20261230090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints" add column if not exists "failing_since" timestamptz null, add column if not exists "auto_disabled_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints" drop column if exists "failing_since", drop column if exists "auto_disabled_at";`);
  }

}
