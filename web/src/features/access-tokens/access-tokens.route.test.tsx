import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading, tryAgainWith } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const ciToken = { id: 'token-1', name: 'CI export', scopes: ['read'], prefix: 'msp_ab12', createdAt: '2026-01-10T09:00:00.000Z' };

describe('/settings/tokens', () => {
  it('shows a loading state, then her tokens', async () => {
    await openThroughLoading('/settings/tokens', 'AccessTokens', { accessTokens: [ciToken] }, { as: aMember });
    expect(await findHeading('CI export')).toBeTruthy();
    expect(screen.getByRole('button', { name: /revoke/i })).toBeTruthy();
    await expectLoaded();
  });

  it('says when her tokens could not be loaded, and Try again loads them', async () => {
    const api = new FakeApi().fail('AccessTokens');
    const { user } = await renderRoute('/settings/tokens', { as: aMember, api });
    expect(await findHeading('Your tokens could not be loaded')).toBeTruthy();
    await tryAgainWith(user, api, 'AccessTokens', { accessTokens: [ciToken] });
    expect(await findHeading('CI export')).toBeTruthy();
  });

  it('says she has no tokens yet, with a way to generate one', async () => {
    await renderRoute('/settings/tokens', { as: aMember });
    expect(await findHeading('No tokens yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: /generate/i })).toBeTruthy();
  });
});
