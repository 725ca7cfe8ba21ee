import { describe, expect, it } from 'vitest';
import { EVENTS_MIRROR, kitSubscribes, MEMBERS_MIRROR, mirrorKindsOf, mirrorTableSql } from './kinds.js';

describe('mirror kinds', () => {
  it('lists the copies a subgraph keeps, in a fixed order', () => {
    expect(mirrorKindsOf(undefined)).toEqual([]);
    expect(mirrorKindsOf({ members: true })).toEqual([MEMBERS_MIRROR]);
    expect(mirrorKindsOf({ events: true, members: { subscribe: false } })).toEqual([MEMBERS_MIRROR, EVENTS_MIRROR]);
  });

  it('subscribes the feeding event only when the kit does everything', () => {
    expect(kitSubscribes({ members: true }, 'members')).toBe(true);
    expect(kitSubscribes({ members: { subscribe: false } }, 'members')).toBe(false);
    expect(kitSubscribes({ members: true }, 'events')).toBe(false);
  });

  it('creates the table only when missing, with the columns the subgraphs’ own migrations made', () => {
    expect(mirrorTableSql(MEMBERS_MIRROR)).toBe(
      'create table if not exists "members" ("user_id" uuid not null, "joined_at" timestamptz not null default now(), constraint "members_pkey" primary key ("user_id"))',
    );
    expect(mirrorTableSql(EVENTS_MIRROR)).toBe(
      'create table if not exists "known_events" ("event_id" uuid not null, "created_at" timestamptz not null default now(), constraint "known_events_pkey" primary key ("event_id"))',
    );
  });

  it('asks accounts about members (deleted ones included) and events-wellness about walks', () => {
    expect(MEMBERS_MIRROR).toMatchObject({ owner: 'accounts', ownerPath: '/internal/members', removable: true });
    expect(EVENTS_MIRROR).toMatchObject({ owner: 'events-wellness', ownerPath: '/internal/events', removable: false });
  });
});
