import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { graphql, runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { freshMember, memberEnv } from '../../test-support/users-harness.js';
import { inDays } from '@momstride/testing';

interface ChallengeJson {
  id: string;
  title: string;
  challengeType: string;
  targetMetric: string;
  unit: string;
  endDate: string;
  isEnded: boolean;
}

/** The calendar date `days` from now (YYYY-MM-DD), as the CLI takes it. */
const dateInDays = (days: number) => inDays(days).slice(0, 10);

describe('momstride challenges, stories and reviews', () => {
  it('creates a challenge from flags (admins), lists it piped and as JSON; missing flags exit 2; the server refuses a past end (exit 1)', async () => {
    const title = `CLI Steps ${randomUUID().slice(0, 8)}`;
    const made = await asAdmin(['challenges', 'create', '--title', title, '--description', 'Walk daily', '--type', 'steps', '--target', '40000', '--end', dateInDays(5)]);
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toContain('Challenge created successfully!');

    const listed = await asAdmin(['challenges', 'list', '--json']);
    expect(listed.code).toBe(0);
    const found = (JSON.parse(listed.stdout) as ChallengeJson[]).find((challenge) => challenge.title === title);
    expect(found).toMatchObject({ challengeType: 'steps', targetMetric: '40,000 steps', unit: 'steps', isEnded: false });
    const piped = await asAdmin(['challenges', 'list']);
    expect(piped.stdout.split('\n').find((line) => line.startsWith(found!.id))?.split('\t').slice(1, 4)).toEqual([title, 'steps', '40,000 steps']);

    const missing = await asAdmin(['challenges', 'create', '--title', 'x']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing --description, --type, --target, --end');
    expect((await asAdmin(['challenges', 'create', '--title', 'x', '--description', 'y', '--type', 'yoga', '--target', '1', '--end', dateInDays(2)])).code).toBe(2);
    const past = await asAdmin(['challenges', 'create', '--title', 'x', '--description', 'y', '--type', 'distance', '--target', '5', '--end', dateInDays(-2)]);
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('End date must be in the future');

    const member = await freshMember();
    const refused = await runMomstride(['challenges', 'create', '--title', 'x', '--description', 'y', '--type', 'steps', '--target', '1', '--end', dateInDays(2)], {
      configDir: tempConfigDir(),
      env: memberEnv(member),
    });
    expect(refused).toMatchObject({ code: 1, stderr: ADMIN_REQUIRED });
  });

  it('features and unfeatures a story (admins); an unknown or malformed id is refused', async () => {
    const author = await freshMember();
    const shared = await graphql<{ createSuccessStory: { id: string } }>(
      'mutation ($input: SuccessStoryInput!) { createSuccessStory(input: $input) { id } }',
      { input: { title: 'Shared from the CLI test', storyType: 'community_impact', storyContent: 'We planted twelve trees.' } },
      author.accessToken,
    );
    const id = shared.data!.createSuccessStory.id;
    const on = await asAdmin(['stories', 'feature', id]);
    expect(on).toMatchObject({ code: 0, stderr: '' });
    expect(on.stdout).toBe(`Featured: "Shared from the CLI test" by ${author.firstName} ${author.lastName}\n`);
    const off = await asAdmin(['stories', 'feature', id, '--off', '--json']);
    expect(JSON.parse(off.stdout)).toMatchObject({ id, isFeatured: false });
    expect((await asAdmin(['stories', 'feature', randomUUID()])).stderr).toContain('Story not found');
    expect((await asAdmin(['stories', 'feature', 'nope'])).code).toBe(2);
  });

  it('features and unfeatures a review (admins)', async () => {
    const author = await freshMember();
    const written = await graphql<{ submitReview: { id: string } }>(
      'mutation ($input: ReviewInput!) { submitReview(input: $input) { id } }',
      { input: { reviewType: 'community', rating: 5, title: 'From the CLI test', content: 'Lovely group.' } },
      author.accessToken,
    );
    const id = written.data!.submitReview.id;
    const on = await asAdmin(['reviews', 'feature', id]);
    expect(on).toMatchObject({ code: 0, stderr: '' });
    expect(on.stdout).toBe(`Featured: "From the CLI test" by ${author.firstName} ${author.lastName}\n`);
    expect(JSON.parse((await asAdmin(['reviews', 'feature', id, '--off', '--json'])).stdout)).toMatchObject({ id, isFeatured: false });
    expect((await asAdmin(['reviews', 'feature', randomUUID()])).stderr).toContain('Review not found');
  });
});
