import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const jo = { id: 'member-2', firstName: 'Jo', lastName: 'Park' };
const withJo = {
  id: jo.id,
  partner: jo,
  unreadCount: 2,
  lastMessage: { id: 'message-1', content: 'See you at the walk!', createdAt: new Date().toISOString(), sender: jo },
};

describe('/messages', () => {
  it('shows a loading state, then her conversations', async () => {
    await openThroughLoading('/messages', 'MessagesConversations', { conversations: [withJo] }, { as: aMember });
    expect(await screen.findByText('See you at the walk!')).toBeTruthy();
    expect(screen.getByText('Jo Park')).toBeTruthy();
    expect(await findHeading('No conversation selected')).toBeTruthy();
    await expectLoaded();
  });

  it('says messages are not available when the conversations could not be loaded', async () => {
    await renderRoute('/messages', { as: aMember, api: new FakeApi().fail('MessagesConversations') });
    expect(await findHeading('Messages are not available right now')).toBeTruthy();
    expect(await screen.findByText('Failed to load conversations')).toBeTruthy();
  });

  it('says she has no conversations yet, with Find Members', async () => {
    await renderRoute('/messages', { as: aMember });
    expect(await findHeading('No conversations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Members' }).getAttribute('href')).toBe('/directory');
  });

  it('opens the conversation ?user= names, with its messages', async () => {
    const api = new FakeApi().answer('MessagesConversations', { conversations: [withJo] }).answer('MessagesThread', {
      conversation: {
        ...withJo,
        messages: { hasOlder: false, messages: [{ id: 'message-1', content: 'See you at the walk!', createdAt: withJo.lastMessage.createdAt, sender: jo, recipient: aMember }] },
      },
    });
    await renderRoute('/messages?user=member-2', { as: aMember, api });
    expect(await screen.findByText('This is the beginning of your conversation with Jo.')).toBeTruthy();
    expect(screen.getAllByText('See you at the walk!').length).toBeGreaterThan(0);
  });
});
