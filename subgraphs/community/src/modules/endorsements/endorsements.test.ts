import { demoUserIds } from '@momstride/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, eventually, gatewayData, gatewayGql, login, registerMember, type Session } from '@momstride/testing';

const ENDORSE = `mutation Endorse($userId: ID!, $skill: String!) {
  endorse(userId: $userId, skill: $skill) { id skill createdAt endorser { id firstName } endorsee { id firstName } }
}`;
const ENDORSEMENTS = `query Endorsements($userId: ID!) {
  userEndorsements(userId: $userId) { id skill createdAt endorser { id firstName lastName businessName } }
}`;

interface EndorsementResult {
  id: string;
  skill: string;
  createdAt: string;
  endorser: { id: string; firstName: string };
  endorsee: { id: string; firstName: string };
}

/** A fresh member community knows about (her user.registered event has been handled). */
async function freshMember(viewer: Session, firstName: string): Promise<Session> {
  const member = await registerMember({ firstName: firstName, lastName: 'Tester' });
  await eventually(async () => {
    const { recentMembers } = await gatewayData<{ recentMembers: Array<{ id: string }> }>('{ recentMembers(limit: 50) { id } }', {}, viewer.accessToken);
    return recentMembers.some((user) => user.id === member.user.id) ? true : undefined;
  }, 10_000, `${firstName} to become a community member`);
  return member;
}

describe('endorsements through the gateway', () => {
  let maya: Session;
  beforeAll(async () => {
    maya = await login('maya@momstride.example');
  });

  it('endorses a member for a skill; both people resolve from accounts; listed newest first', async () => {
    const endorsee = await freshMember(maya, 'Nora');
    const first = await gatewayData<{ endorse: EndorsementResult }>(ENDORSE, { userId: endorsee.user.id, skill: '  Brand   strategy ' }, maya.accessToken);
    expect(first.endorse).toMatchObject({
      skill: 'Brand strategy',
      endorser: { id: demoUserIds.maya, firstName: 'Maya' },
      endorsee: { id: endorsee.user.id, firstName: 'Nora' },
    });
    const priya = await login('priya@momstride.example');
    const second = await gatewayData<{ endorse: EndorsementResult }>(ENDORSE, { userId: endorsee.user.id, skill: 'Bookkeeping' }, priya.accessToken);

    const { userEndorsements } = await gatewayData<{ userEndorsements: Array<EndorsementResult & { endorser: { lastName: string } }> }>(
      ENDORSEMENTS,
      { userId: endorsee.user.id },
      endorsee.accessToken,
    );
    expect(userEndorsements.map((e) => [e.skill, e.endorser.firstName, e.endorser.lastName])).toEqual([
      ['Bookkeeping', 'Priya', 'Sharma'],
      ['Brand strategy', 'Maya', 'Patel'],
    ]);
    expect(userEndorsements[0]?.id).toBe(second.endorse.id);
  });

  it('endorsing the same skill again (any letter case) keeps the one endorsement', async () => {
    const endorsee = await freshMember(maya, 'Ivy');
    const first = await gatewayData<{ endorse: EndorsementResult }>(ENDORSE, { userId: endorsee.user.id, skill: 'Public speaking' }, maya.accessToken);
    const again = await gatewayData<{ endorse: EndorsementResult }>(ENDORSE, { userId: endorsee.user.id, skill: 'PUBLIC SPEAKING' }, maya.accessToken);
    expect(again.endorse.id).toBe(first.endorse.id);
    const { userEndorsements } = await gatewayData<{ userEndorsements: unknown[] }>(ENDORSEMENTS, { userId: endorsee.user.id }, maya.accessToken);
    expect(userEndorsements).toHaveLength(1);
  });

  it('refuses self-endorsement, blank or long skills and unknown members', async () => {
    const self = await gatewayGql(ENDORSE, { userId: demoUserIds.maya, skill: 'Yoga' }, { token: maya.accessToken });
    expect(errorCode(self)).toBe('BAD_USER_INPUT');
    expect(self.errors?.[0]?.message).toBe('You cannot endorse yourself');

    const blank = await gatewayGql(ENDORSE, { userId: demoUserIds.priya, skill: '   ' }, { token: maya.accessToken });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0]?.message).toBe('Skill cannot be empty');

    const long = await gatewayGql(ENDORSE, { userId: demoUserIds.priya, skill: 's'.repeat(51) }, { token: maya.accessToken });
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.message).toBe('Skills can be at most 50 characters');

    for (const userId of ['0b6a4f1e-5d1c-4c1e-9a51-0000000000ff', 'nobody']) {
      const unknown = await gatewayGql(ENDORSE, { userId, skill: 'Yoga' }, { token: maya.accessToken });
      expect(errorCode(unknown)).toBe('NOT_FOUND');
      expect(unknown.errors?.[0]?.message).toBe('User not found');
    }

    const anonymous = await gatewayGql(ENDORSE, { userId: demoUserIds.priya, skill: 'Yoga' });
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
  });

  it('serves the seeded endorsements of the demo members', async () => {
    const { userEndorsements } = await gatewayData<{ userEndorsements: Array<{ skill: string; endorser: { firstName: string } }> }>(
      ENDORSEMENTS,
      { userId: demoUserIds.hannah },
      maya.accessToken,
    );
    expect(userEndorsements.map((e) => [e.skill, e.endorser.firstName])).toEqual(
      expect.arrayContaining([
        ['Website design', 'Sofia'],
        ['Web development', 'Priya'],
      ]),
    );
  });
});
