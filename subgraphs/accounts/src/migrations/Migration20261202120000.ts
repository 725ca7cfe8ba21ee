import { DOMAIN_EVENT_TABLES_SQL } from '@momstride/kit';
import { Migration } from '@mikro-orm/migrations';

/** The kit's domain-event tables: the outbox, processed event ids and removed users (kit domain-events/tables.ts). */
export class Migration20261202120000 extends Migration {
  override async up(): Promise<void> {
    for (const sql of DOMAIN_EVENT_TABLES_SQL) this.addSql(sql);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "domain_event_outbox", "processed_domain_events";');
  }
}
