/** Who opens the screen in a route test: a member, an admin, or (null) a signed-out visitor. */
export interface Viewer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'member' | 'admin';
}

export const aMember: Viewer = { id: 'member-1', firstName: 'Maya', lastName: 'Rivers', email: 'maya@example.com', role: 'member' };
export const anAdmin: Viewer = { id: 'admin-1', firstName: 'Ada', lastName: 'Stone', email: 'ada@example.com', role: 'admin' };
