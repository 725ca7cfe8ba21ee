import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { byField, runMutation } from './outcome';
import { missingFields } from './use-form';

/** A refusal as the server sends it: BAD_USER_INPUT with its field problems. */
function refusal(fields: Array<{ field: string; message: string }>): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields } }] });
}

describe('runMutation', () => {
  it('resolves to ok when the save succeeds', async () => {
    await expect(runMutation(() => Promise.resolve('done'), { success: (text) => `saved: ${text}`, failure: 'Failed' })).resolves.toEqual({ ok: true });
  });

  it('resolves a refusal to its field problems by field name, and a failure without any to empty fields', async () => {
    const refused = refusal([{ field: 'title', message: 'Title is required' }]);
    await expect(runMutation(() => Promise.reject(refused), { failure: 'Failed', fieldsInline: true })).resolves.toEqual({
      ok: false,
      fields: { title: 'Title is required' },
    });
    await expect(runMutation(() => Promise.reject(new Error('offline')), { failure: 'Failed' })).resolves.toEqual({ ok: false, fields: {} });
  });
});

describe('form helpers', () => {
  it('byField keys the messages by field', () => {
    expect(byField([{ field: 'email', message: 'Enter an e-mail' }])).toEqual({ email: 'Enter an e-mail' });
  });

  it('missingFields names the blank required fields with their messages', () => {
    expect(missingFields({ title: '  ', content: 'Hi', rating: 5 }, { title: 'Title is required', content: 'Review is required' })).toEqual({
      title: 'Title is required',
    });
  });
});
