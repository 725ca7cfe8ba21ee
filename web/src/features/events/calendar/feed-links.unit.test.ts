import { describe, expect, it } from 'vitest';
import { feedLinks } from './feed-links';

describe('feedLinks', () => {
  it('puts the feed path at the site origin, and the same address with webcal:// for calendar apps', () => {
    const path = '/api/calendar/AbC_-0123456789abcdefghijklmnopqrstuvwxyzABCDE.ics';
    expect(feedLinks(path, 'https://momstride.example')).toEqual({
      url: `https://momstride.example${path}`,
      webcal: `webcal://momstride.example${path}`,
    });
    expect(feedLinks(path, 'http://localhost:4000')).toEqual({
      url: `http://localhost:4000${path}`,
      webcal: `webcal://localhost:4000${path}`,
    });
  });
});
