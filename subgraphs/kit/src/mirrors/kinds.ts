/**
 * The copies a subgraph may keep of another subgraph's entities (docs/architecture.md, "Member and event mirrors"):
 * where each copy lives, who owns the truth and where the owner answers. A copy is a cache, never the truth: a miss
 * asks the owner (read-through.ts) and the whole copy can be reconciled from it (reconcile.ts).
 */
export interface MirrorKind {
  /** `members` or `events` (the runSubgraph option and the reconcile report name it so). */
  readonly name: MirrorName;
  /** The copy's table in the subgraph's own database. */
  readonly table: string;
  readonly idColumn: string;
  /** When the owner's row was made (a member's sign-up, an event's creation). */
  readonly atColumn: string;
  /** The subgraph that owns the truth. */
  readonly owner: string;
  /** The owner's internal endpoints: `POST <path>/lookup {ids}` and `GET <path>?after=&limit=` (owner-routes.ts). */
  readonly ownerPath: string;
  /** Members only: the owner's deleted ids, which stay gone here (`removed_users` wins over any copy). */
  readonly removable: boolean;
}

export type MirrorName = 'members' | 'events';

export const MEMBERS_MIRROR: MirrorKind = {
  name: 'members',
  table: 'members',
  idColumn: 'user_id',
  atColumn: 'joined_at',
  owner: 'accounts',
  ownerPath: '/internal/members',
  removable: true,
};

export const EVENTS_MIRROR: MirrorKind = {
  name: 'events',
  table: 'known_events',
  idColumn: 'event_id',
  atColumn: 'created_at',
  owner: 'events-wellness',
  ownerPath: '/internal/events',
  removable: false,
};

export const MIRROR_KINDS: Readonly<Record<MirrorName, MirrorKind>> = { members: MEMBERS_MIRROR, events: EVENTS_MIRROR };

/**
 * Which copies a subgraph keeps (the runSubgraph option `mirrors`). `true`: the kit does everything, the domain
 * events that feed the copy included. `{ subscribe: false }`: the subgraph applies the feeding event itself (community
 * awards a welcome badge with each `user.registered`), the kit does the rest (table, read-through, reconcile).
 */
export interface MirrorOptions {
  readonly members?: boolean | MirrorSetting;
  readonly events?: boolean | MirrorSetting;
}

export interface MirrorSetting {
  readonly subscribe: false;
}

/** Whether the kit subscribes the copy's feeding event (`user.registered`, `event.created`). */
export const kitSubscribes = (options: MirrorOptions | undefined, name: MirrorName): boolean => options?.[name] === true;

export const mirrorKindsOf = (options: MirrorOptions | undefined): MirrorKind[] =>
  (Object.keys(MIRROR_KINDS) as MirrorName[]).filter((name) => options?.[name]).map((name) => MIRROR_KINDS[name]);

/**
 * The copy's table, created by a kit migration (kit-migrations.ts) before the subgraph's own migrations, which may add
 * columns of their own (community's members table has more, with defaults). Idempotent: a database made before the
 * kit kept the copies has the table, with these columns, from the subgraph's first migration.
 */
export const mirrorTableSql = (kind: MirrorKind): string =>
  `create table if not exists "${kind.table}" ("${kind.idColumn}" uuid not null, "${kind.atColumn}" timestamptz not null default now(), constraint "${kind.table}_pkey" primary key ("${kind.idColumn}"))`;

/** Most ids one lookup carries (the owner refuses more). */
export const LOOKUP_MAX_IDS = 500;
/** Rows per page of the owner's list (reconcile). */
export const RECONCILE_PAGE_SIZE = 1_000;
