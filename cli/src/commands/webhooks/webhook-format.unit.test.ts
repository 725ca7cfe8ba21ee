import { describe, expect, it } from 'vitest';
import type { WebhookEndpointDetailFragment } from '../../gql/graphql.js';
import { localDateTime } from '../events/event-format.js';
import { endpointColumns } from './webhook-format.js';

const endpoint = (changes: Partial<WebhookEndpointDetailFragment>): WebhookEndpointDetailFragment => ({
  __typename: 'WebhookEndpoint',
  id: '6f1c1a52-3a55-4f0e-9d0a-0c6f3b1f0b11',
  url: 'https://hooks.example/momstride',
  description: '',
  events: ['order_placed'],
  enabled: true,
  secretPrefix: 'whsec_Ab12…',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  failingSince: null,
  turnsOffAt: null,
  autoDisabledAt: null,
  lastDelivery: null,
  ...changes,
});

/** The Enabled column's text for an endpoint, on a terminal (rich) or piped. */
const enabled = (rich: boolean, changes: Partial<WebhookEndpointDetailFragment>) => {
  const column = endpointColumns(rich).find((candidate) => candidate.header === 'Enabled')!;
  return { text: column.value(endpoint(changes)), color: column.color?.(endpoint(changes)) };
};

describe('webhooks list: the Enabled column', () => {
  const failingSince = '2026-11-21T15:00:00.000Z';
  const turnsOffAt = '2026-11-24T15:00:00.000Z';

  it('says why an endpoint needs attention on a terminal: failing (and when it turns off) or turned off for failing', () => {
    expect(enabled(true, {})).toEqual({ text: 'yes', color: 'green' });
    expect(enabled(true, { failingSince, turnsOffAt })).toEqual({
      text: `yes (failing since ${localDateTime(failingSince)}, off at ${localDateTime(turnsOffAt)})`,
      color: 'yellow',
    });
    expect(enabled(true, { enabled: false, failingSince, autoDisabledAt: '2026-11-24T16:00:00.000Z' })).toEqual({
      text: `no (turned off: failing since ${localDateTime(failingSince)})`,
      color: 'red',
    });
    expect(enabled(true, { enabled: false })).toEqual({ text: 'no', color: 'yellow' });
  });

  it('piped, it is the bare yes or no', () => {
    expect(enabled(false, { failingSince, turnsOffAt }).text).toBe('yes');
    expect(enabled(false, { enabled: false, failingSince, autoDisabledAt: '2026-11-24T16:00:00.000Z' }).text).toBe('no');
  });
});
