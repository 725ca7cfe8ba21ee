import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { currentPath, renderRoute } from '../testing/render-route';
import { aMember, anAdmin } from '../testing/viewers';
import { appRoutes } from './routes';

/** A real address of each route (a member's profile needs an id). */
const address = (path: string) => path.replace(':id', 'member-2');
const routesFor = (access: string) => appRoutes.filter((route) => route.access === access).map((route) => address(route.path));

/** docs/product.md, Route table: who may open which route, and where everyone else goes. */
describe('route access', () => {
  it.each(routesFor('member'))('sends a signed-out visitor from %s to /login', async (path) => {
    await renderRoute(path);
    await waitFor(() => expect(currentPath()).toBe(paths.login));
  });

  it.each(routesFor('guest'))('sends a signed-in member from %s to /dashboard', async (path) => {
    await renderRoute(path, { as: aMember });
    await waitFor(() => expect(currentPath()).toBe(paths.dashboard));
  });

  it('sends a member from /admin to /dashboard, and a visitor to /login', async () => {
    await renderRoute(paths.admin, { as: aMember });
    await waitFor(() => expect(currentPath()).toBe(paths.dashboard));
    await renderRoute(paths.admin);
    await waitFor(() => expect(currentPath()).toBe(paths.login));
  });

  it('opens /admin for an admin', async () => {
    await renderRoute(paths.admin, { as: anAdmin });
    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeTruthy();
    expect(currentPath()).toBe(paths.admin);
  });

  // /checkout needs a cart first (checkout.route.test.tsx).
  it.each(routesFor('public').filter((path) => path !== paths.checkout))('opens %s for a signed-out visitor', async (path) => {
    await renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    expect(currentPath()).toBe(path);
  });

  it('sends an unknown path to /', async () => {
    await renderRoute('/no-such-page');
    await waitFor(() => expect(currentPath()).toBe(paths.landing));
  });
});
