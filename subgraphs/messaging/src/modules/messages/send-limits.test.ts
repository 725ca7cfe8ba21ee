import { describe, expect, it } from 'vitest';
import { errorOf, messagingMembers } from '@momstride/testing';
import { send } from '../../testing/messaging.js';

/** The stack runs with the default MESSAGES_PER_MINUTE. */
const PER_MINUTE = 60;

describe('the sending limit', () => {
  it('a burst of 20 at once goes through; hundreds a minute get RATE_LIMITED with a wait, per member', async () => {
    const [ann, bea, cara] = await messagingMembers(3);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => send(ann!, bea!.user.id, `quick ${i}`)));
    expect(burst.filter((result) => result.errors)).toEqual([]);

    const results = [];
    for (let i = 0; i < PER_MINUTE; i += 1) results.push(await send(ann!, bea!.user.id, `more ${i}`));
    const refused = results.filter((result) => result.errors);
    expect(results.length - refused.length).toBe(PER_MINUTE - 20);
    expect(refused).toHaveLength(20);
    const error = refused[0]!.errors![0]!;
    expect(error.extensions?.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^You're sending messages too quickly\. Please wait \d+ seconds? and try again\.$/);
    expect(error.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another member is not held back by Ann's sending.
    expect(errorOf(await send(cara!, bea!.user.id, 'Hi Bea')).code).toBeUndefined();
  });
});
