import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_COLUMNS } from './domain-events/tables.js';
import { KIT_MIGRATIONS, kitMigrationsFor } from './kit-migrations.js';

/** The columns each `create table` statement of `sql` makes, by table. */
const createdColumns = (sql: readonly string[]): Record<string, string[]> =>
  Object.fromEntries(
    sql.flatMap((statement) => {
      const match = /^create table if not exists "(\w+)" \((.*)\);?$/.exec(statement);
      if (!match) return [];
      const columns = [...match[2]!.matchAll(/(?:^|, )"(\w+)" (?!primary)/g)].map((column) => column[1]!);
      return [[match[1]!, columns]];
    }),
  );

/** Those columns with the ones later statements add (`alter table … add column if not exists`). */
const columnsAfter = (sql: readonly string[]): Record<string, string[]> => {
  const tables = createdColumns(sql);
  for (const statement of sql) {
    const added = /^alter table "(\w+)" add column if not exists "(\w+)" /.exec(statement);
    if (added && tables[added[1]!]) tables[added[1]!]!.push(added[2]!);
  }
  return tables;
};

describe('the kit’s own migrations', () => {
  it('have unique names and only statements that leave an existing table or index as it is', () => {
    expect(new Set(KIT_MIGRATIONS.map((migration) => migration.name)).size).toBe(KIT_MIGRATIONS.length);
    for (const statement of KIT_MIGRATIONS.flatMap((migration) => migration.sql)) expect(statement).toMatch(/^(create (table|index) if not exists |alter table "\w+" add column if not exists )/);
  });

  it('create the domain-event tables with exactly the columns the kit reads and writes', () => {
    const everySubgraphs = KIT_MIGRATIONS.filter((migration) => !migration.appliesTo).flatMap((migration) => migration.sql);
    expect(columnsAfter(everySubgraphs)).toEqual(DOMAIN_EVENT_COLUMNS);
  });

  it('apply to a subgraph by the mirrors it keeps', () => {
    const names = (mirrors: Parameters<typeof kitMigrationsFor>[0]['mirrors']) => kitMigrationsFor({ mirrors }).map((migration) => migration.name);
    expect(names(undefined)).toEqual(['kit-001-domain-event-tables', 'kit-004-outbox-traceparent']);
    expect(names({ members: { subscribe: false } })).toEqual(['kit-001-domain-event-tables', 'kit-002-members-mirror', 'kit-004-outbox-traceparent']);
    expect(names({ members: true, events: true })).toEqual([
      'kit-001-domain-event-tables',
      'kit-002-members-mirror',
      'kit-003-events-mirror',
      'kit-004-outbox-traceparent',
    ]);
  });
});
