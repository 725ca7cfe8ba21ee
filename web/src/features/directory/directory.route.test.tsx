import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const jo = { id: 'member-2', firstName: 'Jo', lastName: 'Park', businessName: 'Park Bakery' };
const lena = { id: 'member-3', firstName: 'Lena', lastName: 'Moss', businessName: 'Moss Yoga' };
/** The server's search: members whose name or business holds the search text. */
const matching = ({ search }: { search?: string | null }) =>
  [jo, lena].filter((m) => !search || `${m.firstName} ${m.lastName} ${m.businessName}`.toLowerCase().includes(search.toLowerCase()));

describe('/directory', () => {
  it('shows a loading state, then the member cards', async () => {
    await openThroughLoading('/directory', 'DirectoryPage', { users: matching }, { as: aMember });
    expect(await screen.findByText('Jo Park')).toBeTruthy();
    expect(screen.getByText('Lena Moss')).toBeTruthy();
    expect(screen.getByText('2 members')).toBeTruthy();
    await expectLoaded();
  });

  it('says when the members could not be loaded', async () => {
    await renderRoute('/directory', { as: aMember, api: new FakeApi().fail('DirectoryPage') });
    expect(await screen.findByText('Failed to load users')).toBeTruthy();
  });

  it('says no members were found, and Clear filters brings them back', async () => {
    const { user } = await renderRoute('/directory', { as: aMember, api: new FakeApi().answer('DirectoryPage', { users: matching }) });
    await screen.findByText('Jo Park');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');
    expect(await findHeading('No members found')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByText('Jo Park')).toBeTruthy();
  });

  it('asks the server for the members matching the search', async () => {
    const { user, api } = await renderRoute('/directory', { as: aMember, api: new FakeApi().answer('DirectoryPage', { users: matching }) });
    await screen.findByText('Jo Park');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'yoga');
    expect(await screen.findByText('1 member matches your filters')).toBeTruthy();
    expect(screen.queryByText('Jo Park')).toBeNull();
    expect(api.sent.at(-1)?.variables).toMatchObject({ search: 'yoga' });
  });
});
