import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notify';
import { browserCartStorage, HOSTED_CART_KEY, resolveHostedCart } from './hosted-cart';
import { loadHostedProducts } from './hosted-products';
import type { StorefrontCart, StorefrontClient, StorefrontProduct } from './storefront-client';
import { fetchStorefrontConfig, storefrontFor } from './storefront-config';

export type HostedShopState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; products: StorefrontProduct[]; cart: StorefrontCart };

/** The words of a failure for "Failed to load shop: {message}". */
const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Something went wrong');

/**
 * The hosted-storefront shop's state: the configured storefront, its products (docs/product.md, States and transitions: the collection, with all products
 * when it has fewer than 3) and the visitor's cart (the stored `shopify-cart-id`, replaced when completed or missing).
 * Cart changes go to the storefront one at a time, each answering the whole cart, so the last answer is the cart.
 */
export function useHostedShop() {
  const apollo = useApolloClient();
  const [state, setState] = useState<HostedShopState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [addingVariantId, setAddingVariantId] = useState<string | null>(null);
  const [busyLineId, setBusyLineId] = useState<string | null>(null);
  const clientRef = useRef<StorefrontClient | null>(null);
  const cartRef = useRef<StorefrontCart | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    setState({ status: 'loading' });
    (async () => {
      let client: StorefrontClient;
      let cartPromise: Promise<StorefrontCart>;
      let collectionHandle: string;
      try {
        const config = await fetchStorefrontConfig(controller.signal);
        client = storefrontFor(config, apollo);
        collectionHandle = config.collectionHandle;
        cartPromise = resolveHostedCart(client, browserCartStorage());
      } catch (error) {
        if (!live) return;
        notify.error(`Failed to load shop: ${messageOf(error)}`);
        setState({ status: 'failed' });
        return;
      }
      clientRef.current = client;
      const [cart, products] = await Promise.allSettled([cartPromise, loadHostedProducts(client, collectionHandle)]);
      if (!live) return;
      if (cart.status === 'rejected') {
        notify.error(`Failed to load shop: ${messageOf(cart.reason)}`);
        setState({ status: 'failed' });
        return;
      }
      if (products.status === 'rejected') {
        console.error('Could not load the shop products', products.reason);
        notify.error('Failed to load shop products');
        setState({ status: 'failed' });
        return;
      }
      cartRef.current = cart.value;
      setState({ status: 'ready', products: products.value, cart: cart.value });
    })();
    return () => {
      live = false;
      controller.abort();
    };
  }, [apollo, attempt]);

  /** Runs one cart change after the ones before it; its answer becomes the cart. */
  const change = useCallback((work: (client: StorefrontClient, cart: StorefrontCart) => Promise<StorefrontCart>): Promise<StorefrontCart> => {
    const run = queue.current.then(async () => {
      const client = clientRef.current;
      const current = cartRef.current;
      if (!client || !current) throw new Error('The shop is not ready');
      const next = await work(client, current);
      cartRef.current = next;
      return next;
    });
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const applyCart = useCallback((cart: StorefrontCart) => {
    setState((now) => (now.status === 'ready' ? { ...now, cart } : now));
  }, []);

  const addToCart = useCallback(
    async (variantId: string) => {
      setAddingVariantId(variantId);
      try {
        applyCart(await change((client, cart) => client.addLines(cart.id, [{ merchandiseId: variantId, quantity: 1 }])));
        notify.success('Added to cart successfully!');
      } catch (error) {
        console.error('Could not add to the cart', error);
        notify.error('Failed to add item to cart');
      } finally {
        setAddingVariantId(null);
      }
    },
    [applyCart, change],
  );

  const setQuantity = useCallback(
    async (lineId: string, quantity: number) => {
      setBusyLineId(lineId);
      try {
        applyCart(await change((client, cart) => client.updateLines(cart.id, [{ id: lineId, quantity }])));
      } catch (error) {
        console.error('Could not change the quantity', error);
        notify.error('Failed to update cart item');
      } finally {
        setBusyLineId(null);
      }
    },
    [applyCart, change],
  );

  const removeLine = useCallback(
    async (lineId: string) => {
      setBusyLineId(lineId);
      try {
        applyCart(await change((client, cart) => client.removeLines(cart.id, [lineId])));
        notify.success('Item removed from cart');
      } catch (error) {
        console.error('Could not remove the line', error);
        notify.error('Failed to remove item from cart');
      } finally {
        setBusyLineId(null);
      }
    },
    [applyCart, change],
  );

  /**
   * Back on the page (e.g. from the checkout tab): the cart is asked again, and a cart that was checked out or is gone
   * is replaced by a new one, stored — the same rule as on arrival.
   */
  const refreshCart = useCallback(async () => {
    try {
      const storage = browserCartStorage();
      const cart = await change(async (client, current) => {
        if (storage.getItem(HOSTED_CART_KEY) !== current.id) storage.setItem(HOSTED_CART_KEY, current.id);
        return resolveHostedCart(client, storage);
      });
      applyCart(cart);
    } catch (error) {
      console.warn('Could not refresh the cart', error);
    }
  }, [applyCart, change]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshCart();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [ready, refreshCart]);

  return {
    state,
    retry: () => setAttempt((count) => count + 1),
    addToCart,
    setQuantity,
    removeLine,
    addingVariantId,
    busyLineId,
  };
}
