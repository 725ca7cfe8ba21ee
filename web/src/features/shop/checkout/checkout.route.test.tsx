import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../../testing/fake-api';
import { currentPath, renderRoute } from '../../../testing/render-route';
import { expectLoadingWhile, findHeading, tryAgainWith } from '../../../testing/screen-states';
import { aMember } from '../../../testing/viewers';

/** A checkout link of a cart (the hosted shop's carts come with their id in the fragment). */
const CART_LINK = '/checkout#cart=cart0123456789abcdef';
const teeInCart = { id: 'line-1', productTitle: 'MomStride Sunrise Tee', variantTitle: 'M', quantity: 2, unitPrice: 24, total: 48, isAvailable: true };
const cartWithTee = { cart: { id: 'cart0123456789abcdef', itemCount: 2, subtotal: 48, items: [teeInCart] } };

describe('/checkout', () => {
  it('shows a loading state, then the form and the order summary', async () => {
    const api = new FakeApi().hold('Cart');
    await renderRoute(CART_LINK, { as: aMember, api });
    await expectLoadingWhile(api, 'Cart');
    api.answer('Cart', cartWithTee);
    expect(await findHeading('Checkout', 1)).toBeTruthy();
    expect(screen.getAllByText(/MomStride Sunrise Tee/).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: /first name/i }) as HTMLInputElement).value).toBe(aMember.firstName);
  });

  it('says when the cart could not be loaded, and Try Again loads it', async () => {
    const api = new FakeApi().fail('Cart');
    const { user } = await renderRoute(CART_LINK, { api });
    expect(await findHeading('Your cart could not be loaded', 1)).toBeTruthy();
    await tryAgainWith(user, api, 'Cart', cartWithTee);
    expect(await findHeading('Checkout', 1)).toBeTruthy();
  });

  it('goes to the shop when the cart is empty', async () => {
    await renderRoute(CART_LINK, { api: new FakeApi().answer('Cart', { cart: { id: 'cart0123456789abcdef', items: [] } }) });
    await waitFor(() => expect(currentPath()).toBe('/shop'));
  });

  it('goes to the shop without a cart', async () => {
    await renderRoute('/checkout');
    await waitFor(() => expect(currentPath()).toBe('/shop'));
  });
});
