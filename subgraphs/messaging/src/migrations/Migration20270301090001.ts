import { Migration } from '@mikro-orm/migrations';

/** Sets the kinds `notifications_kind_check` allows: those it allows now, with `add` and without `remove`. */
const allowKinds = (add: string[], remove: string[]): string => `do $$
declare
  allowed text[];
begin
  select coalesce(array_agg(distinct kind), '{}') into allowed
    from (select (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g'))[1] as kind
            from pg_constraint c
           where c.conname = 'notifications_kind_check' and c.conrelid = 'notifications'::regclass) existing
   where kind <> all (${remove.length > 0 ? `array[${remove.map((kind) => `'${kind}'`).join(', ')}]` : `'{}'::text[]`});
  allowed := array(select distinct unnest(allowed || array[${add.map((kind) => `'${kind}'`).join(', ')}]::text[]) order by 1);
  alter table "notifications" drop constraint if exists "notifications_kind_check";
  execute format('alter table "notifications" add constraint "notifications_kind_check" check ("kind" = any (%L::text[]))', allowed);
end $$;`;

/**
 * The `moderation` notification (docs/contracts.md, "Notifications"): an admin hid something she shared after a report,
 * or showed it again. The kinds other changes allow stay allowed (read from the constraint itself), whatever order
 * the migrations that add kinds run in.
 */
export class Migration20270301090001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(allowKinds(['moderation'], []));
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'moderation';`);
    this.addSql(allowKinds([], ['moderation']));
  }
}
