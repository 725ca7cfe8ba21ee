import { Migration } from '@mikro-orm/migrations';

/**
 * A member is told one code for a link that could not be fetched: `unavailable` (docs/security.md, "URL fetcher").
 * Photos made unavailable before kept the fetcher's own reason (private_address, unresolvable, network, …), which told
 * how an internal name resolved; they now read `unavailable` too. The image's own problems stay as they are.
 */
export class Migration20270101090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `update "photos" set "problem" = 'unavailable' where "status" = 'unavailable' and "problem" is not null and "problem" not in ('unavailable', 'unsupported_type', 'undecodable', 'too_many_pixels');`,
    );
  }

  override async down(): Promise<void> {
    // The fetcher's reasons are in the log only: nothing to bring back.
  }
}
