import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorOf, subgraph } from '@momstride/testing';
import { ENDORSEMENT_LIMIT_MESSAGE, ENDORSEMENTS_DEFAULT_LIMIT, ENDORSEMENTS_MAX_LIMIT, MAX_ENDORSEMENTS_PER_MEMBER } from './endorsement.service.js';

const community = subgraph('community');

const ENDORSE = 'mutation($id: ID!, $skill: String!) { endorse(userId: $id, skill: $skill) { id skill } }';
const LIST = 'query($id: ID!, $limit: Int, $offset: Int) { userEndorsements(userId: $id, limit: $limit, offset: $offset) { id skill } }';

/** A member of community (her row inserted directly: no accounts user is needed for these calls). */
async function newMember(): Promise<string> {
  const id = randomUUID();
  await community.withDatabase((client) => client.query('insert into members (user_id, joined_at) values ($1, timestamptz \'2001-01-01\')', [id]));
  return id;
}

describe('endorsements are bounded', () => {
  it(`a member can endorse another for at most ${MAX_ENDORSEMENTS_PER_MEMBER} skills; again for a known skill is no new endorsement`, async () => {
    const [endorser, endorsee] = [await newMember(), await newMember()];
    const viewer = { userId: endorser };
    for (let index = 0; index < MAX_ENDORSEMENTS_PER_MEMBER; index += 1) {
      await community.gqlOk(ENDORSE, { id: endorsee, skill: `Skill ${index}` }, viewer);
    }
    expect(errorOf(await community.gql(ENDORSE, { id: endorsee, skill: 'One too many' }, viewer))).toEqual({
      code: 'CONFLICT',
      message: ENDORSEMENT_LIMIT_MESSAGE,
    });
    // Endorsing a skill she already endorsed still answers that endorsement.
    const again = await community.gqlOk<{ endorse: { skill: string } }>(ENDORSE, { id: endorsee, skill: 'skill 3' }, viewer);
    expect(again.endorse.skill).toBe('Skill 3');
    // Another member is not limited by her endorsements.
    await community.gqlOk(ENDORSE, { id: endorsee, skill: 'One too many' }, { userId: await newMember() });
    const [row] = await community.withDatabase(async (client) =>
      (await client.query<{ n: string }>('select count(*) as n from endorsements where endorser_id = $1', [endorser])).rows,
    );
    expect(Number(row!.n)).toBe(MAX_ENDORSEMENTS_PER_MEMBER);
  });

  it('concurrent endorsements of one member cannot together pass the limit', async () => {
    const [endorser, endorsee] = [await newMember(), await newMember()];
    const results = await Promise.all(
      Array.from({ length: MAX_ENDORSEMENTS_PER_MEMBER + 10 }, (_, index) => community.gql(ENDORSE, { id: endorsee, skill: `Parallel ${index}` }, { userId: endorser })),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(MAX_ENDORSEMENTS_PER_MEMBER);
    expect(results.filter((result) => result.errors).map((result) => errorOf(result).code)).toEqual(Array(10).fill('CONFLICT'));
  });

  it(`a member's endorsements come ${ENDORSEMENTS_MAX_LIMIT} at most per request, newest first, in pages`, async () => {
    const endorsee = await newMember();
    const total = ENDORSEMENTS_MAX_LIMIT + 40;
    await community.withDatabase((client) =>
      client.query(
        `insert into endorsements (id, endorser_id, endorsee_id, skill, created_at)
         select gen_random_uuid(), gen_random_uuid(), $1, 'Skill ' || n, now() - make_interval(secs => n) from generate_series(1, $2::int) as n`,
        [endorsee, total],
      ),
    );
    const viewer = { userId: endorsee };
    const huge = await community.gqlOk<{ userEndorsements: Array<{ skill: string }> }>(LIST, { id: endorsee, limit: 100_000 }, viewer);
    expect(huge.userEndorsements).toHaveLength(ENDORSEMENTS_MAX_LIMIT);
    expect(huge.userEndorsements[0]!.skill).toBe('Skill 1');
    const byDefault = await community.gqlOk<{ userEndorsements: unknown[] }>(LIST, { id: endorsee }, viewer);
    expect(byDefault.userEndorsements).toHaveLength(ENDORSEMENTS_DEFAULT_LIMIT);
    const rest = await community.gqlOk<{ userEndorsements: Array<{ skill: string }> }>(LIST, { id: endorsee, limit: 100, offset: 100 }, viewer);
    expect(rest.userEndorsements.map((endorsement) => endorsement.skill)).toEqual(Array.from({ length: 40 }, (_, index) => `Skill ${index + 101}`));
    expect(errorOf(await community.gql(LIST, { id: endorsee, limit: 0 }, viewer)).code).toBe('BAD_USER_INPUT');
  });
});
