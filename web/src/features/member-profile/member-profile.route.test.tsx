import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { currentPath, renderRoute } from '../../testing/render-route';
import { findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const jo = { id: 'member-2', firstName: 'Jo', lastName: 'Park', businessName: 'Park Bakery' };

describe('/profile/:id', () => {
  it('shows a loading state, then her profile and posts', async () => {
    await openThroughLoading('/profile/member-2', 'MemberProfilePage', {
      user: ({ id }: { id: string }) => (id === jo.id ? jo : null),
      userPosts: [{ id: 'post-1', content: 'Fresh sourdough every Saturday', author: jo }],
    }, { as: aMember });
    expect(await findHeading('Jo Park', 1)).toBeTruthy();
    expect(screen.getByText('Fresh sourdough every Saturday')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message Jo Park' })).toBeTruthy();
  });

  it('reports her to the admins with a reason and details, and offers Report on her posts', async () => {
    const api = new FakeApi()
      .answer('MemberProfilePage', { user: jo, userPosts: [{ id: 'post-1', content: 'Fresh sourdough every Saturday', author: jo }] })
      .answer('MessageReportReasons', { messageReportReasons: [{ value: 'spam', label: 'Spam' }, { value: 'harassment', label: 'Harassment or bullying' }] })
      .answer('ReportContent', { reportContent: { id: 'report-1', status: 'open' } });
    const { user } = await renderRoute('/profile/member-2', { as: aMember, api });
    expect(await screen.findByRole('button', { name: 'Report the update by Jo Park' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Report Jo Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report member' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Keeps messaging me after I said no');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will review this member.')).toBeTruthy();
    expect(api.sent.find((sent) => sent.operationName === 'ReportContent')?.variables).toEqual({
      input: { subjectType: 'member', subjectId: 'member-2', reason: 'harassment', details: 'Keeps messaging me after I said no' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report member' })).toBeNull());
  });

  it('says the member was not found when her profile cannot be loaded', async () => {
    // docs/product.md, Error catalogue: this failure is only logged.
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRoute('/profile/member-2', { as: aMember, api: new FakeApi().fail('MemberProfilePage') });
    expect(await findHeading('We couldn’t find that member', 1)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the directory' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('says she has no posts yet', async () => {
    await renderRoute('/profile/member-2', { as: aMember, api: new FakeApi().answer('MemberProfilePage', { user: jo }) });
    expect(await findHeading('No posts yet')).toBeTruthy();
  });

  it('sends her own id to her own profile', async () => {
    await renderRoute(`/profile/${aMember.id}`, { as: aMember });
    await waitFor(() => expect(currentPath()).toBe('/profile'));
  });
});
