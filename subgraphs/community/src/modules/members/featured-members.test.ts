import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { eventually, subgraph } from '@momstride/testing';
import { MEMBERS_MAX_LIMIT } from './member.service.js';

/** A creation time older than any other test's posts (SQL). */
const LONG_AGO = "now() - interval '400 days'";

const community = subgraph('community');

const FEATURED = `query($limit: Int) { featuredMembers(limit: $limit) { id } }`;

/** The Featured Members order computed from scratch (the aggregate the counters replace). */
const FROM_SCRATCH = `select m.user_id
   from members m
   left join (select author_id, count(*) as n from posts group by author_id) p on p.author_id = m.user_id
   left join (select endorsee_id, count(*) as n from endorsements group by endorsee_id) e on e.endorsee_id = m.user_id
  order by m.is_featured desc, coalesce(p.n, 0) + coalesce(e.n, 0) desc, m.joined_at desc, m.user_id
  limit $1`;

const sql = async (text: string, params: unknown[] = []) => community.withDatabase(async (client) => (await client.query(text, params)).rows);

async function featured(limit = MEMBERS_MAX_LIMIT): Promise<string[]> {
  const data = await community.gqlOk<{ featuredMembers: Array<{ id: string }> }>(FEATURED, { limit }, { userId: randomUUID() });
  return data.featuredMembers.map((user) => user.id);
}

/**
 * The counters equal the rows for every member (one statement, one snapshot), and the API orders the given members
 * as the from-scratch aggregate does. Only these members are compared: other tests sign members up and post
 * meanwhile, which moves the rest of the list between the two reads.
 */
async function expectCountersRight(members: readonly string[] = []): Promise<void> {
  const wrong = await sql(`select m.user_id from members m
     where m.posts_count <> (select count(*) from posts p where p.author_id = m.user_id)
        or m.endorsements_count <> (select count(*) from endorsements e where e.endorsee_id = m.user_id)`);
  expect(wrong).toEqual([]);
  const ours = (ids: readonly string[]) => ids.filter((id) => members.includes(id));
  const expected = ours((await sql(FROM_SCRATCH, [MEMBERS_MAX_LIMIT])).map((row) => row.user_id as string));
  expect(ours(await featured())).toEqual(expected);
}

describe('featured members from counters kept on write', () => {
  it('answers without reading posts or endorsements (they are locked meanwhile)', async () => {
    const client = new pg.Client({ connectionString: community.databaseUrl() });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('lock table posts, endorsements in access exclusive mode');
      let outcome: Awaited<ReturnType<typeof featured>> | undefined;
      const answered = featured(6).then((value) => (outcome = value));
      answered.catch(() => undefined);
      await eventually(() => outcome, 5_000, 'the featured members while posts and endorsements are locked');
      expect(outcome).toHaveLength(6);
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });

  it('stays right as posts and endorsements are added and removed and a member is deleted', async () => {
    const [busy, helper, late] = [randomUUID(), randomUUID(), randomUUID()];
    await sql(`insert into members (user_id, joined_at) values ($1, timestamptz '2001-01-01'), ($2, timestamptz '2001-01-02')`, [busy, helper]);
    // A burst of posts (one statement) and endorsements from many members: the busy member rises to the top of
    // the non-featured members. The posts written straight here are dated long ago: the feed shows the newest first,
    // and 500 posts of now would push another test's new post out of the newest 50 it reads at the same moment.
    await sql(`insert into posts (id, author_id, content, created_at) select gen_random_uuid(), $1, 'Post ' || n, ${LONG_AGO} from generate_series(1, 500) as n`, [busy]);
    await sql(
      `insert into endorsements (id, endorser_id, endorsee_id, skill) select gen_random_uuid(), gen_random_uuid(), $1, 'Skill ' || n from generate_series(1, 300) as n`,
      [busy],
    );
    await sql(`insert into endorsements (id, endorser_id, endorsee_id, skill) values (gen_random_uuid(), $1, $2, 'Pacing')`, [helper, busy]);
    const featuredCount = Number((await sql('select count(*) as n from members where is_featured'))[0]!.n);
    expect((await featured())[featuredCount]).toBe(busy);
    await expectCountersRight([busy, helper, late]);

    // Some posts removed, concurrent inserts by one author all counted.
    await sql(`delete from posts where id in (select id from posts where author_id = $1 limit 200)`, [busy]);
    await Promise.all(Array.from({ length: 10 }, (_, n) => sql(`insert into posts (id, author_id, content, created_at) values (gen_random_uuid(), $1, $2, ${LONG_AGO})`, [helper, `Hello ${n}`])));
    await expectCountersRight([busy, helper, late]);

    // A member's posts written before her member row exists (a late user.registered event) are counted when it arrives.
    await sql(`insert into posts (id, author_id, content, created_at) select gen_random_uuid(), $1, 'Early ' || n, ${LONG_AGO} from generate_series(1, 3) as n`, [late]);
    await sql(`insert into members (user_id, joined_at) values ($1, now())`, [late]);
    expect((await sql('select posts_count from members where user_id = $1', [late]))[0]!.posts_count).toBe(3);
    await expectCountersRight([busy, helper, late]);

    // The helper is deleted (what community does on user.deleted): her endorsement of the busy member no longer counts.
    await community.withDatabase(async (client) => {
      await client.query('begin');
      await client.query('delete from posts where author_id = $1', [helper]);
      await client.query('delete from endorsements where endorser_id = $1 or endorsee_id = $1', [helper]);
      await client.query('delete from members where user_id = $1', [helper]);
      await client.query('commit');
    });
    expect((await sql('select endorsements_count from members where user_id = $1', [busy]))[0]!.endorsements_count).toBe(300);
    expect(await featured()).not.toContain(helper);
    await expectCountersRight([busy, helper, late]);

    // The busy member is deleted: she leaves the list.
    await sql('delete from posts where author_id = $1', [busy]);
    await sql('delete from endorsements where endorsee_id = $1', [busy]);
    await sql('delete from members where user_id = $1', [busy]);
    expect(await featured()).not.toContain(busy);
    await expectCountersRight([busy, helper, late]);
    await sql('delete from posts where author_id = $1', [late]);
    await sql('delete from members where user_id = $1', [late]);
  });
});
