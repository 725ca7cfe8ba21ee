/**
 * The kit's migrations create its domain-event tables in every subgraph's database (outbox, processed event ids, removed users)
 * with the columns the kit reads and writes: a new subgraph that forgot them fails here, not at its first event.
 */
import { DOMAIN_EVENT_COLUMNS } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { subgraphs } from '../../subgraphs.config.js';
import { queryRows, subgraphDatabaseUrl } from '@momstride/testing';

describe('the kit’s domain-event tables', () => {
  it.each(subgraphs.map((definition) => definition.name))('exist in the database of %s with the columns the kit uses', async (name) => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      subgraphDatabaseUrl(name),
      `select table_name, column_name from information_schema.columns where table_schema = 'public' and table_name = any($1)`,
      [Object.keys(DOMAIN_EVENT_COLUMNS)],
    );
    const found = Object.fromEntries(
      Object.keys(DOMAIN_EVENT_COLUMNS).map((table) => [
        table,
        rows.filter((row) => row.table_name === table).map((row) => row.column_name).sort(),
      ]),
    );
    const expected = Object.fromEntries(Object.entries(DOMAIN_EVENT_COLUMNS).map(([table, columns]) => [table, [...columns].sort()]));
    expect(found).toEqual(expected);
  });
});
