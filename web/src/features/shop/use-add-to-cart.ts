import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify';

/** Adds one of a variant to the shopper's cart; the answer (the whole cart) updates the cached cart by its id. */
const AddToCartMutation = graphql(`
  mutation AddToCart($sessionId: String!, $input: AddToCartInput!) {
    addToCart(sessionId: $sessionId, input: $input) {
      id
      ...CartContents
    }
  }
`);

/**
 * One card's Add to Cart: `adding` while its request runs (the per-button state of docs/product.md, States and transitions), then the alerts of docs/product.md, Error catalogue
 * as toasts — 'Added {product name} to cart!' or 'Failed to add item to cart'.
 */
export function useAddToCart(sessionId: string) {
  const [mutate, { loading }] = useMutation(AddToCartMutation);
  const add = async (product: { id: string; title: string }, variantId: string): Promise<void> => {
    try {
      await mutate({ variables: { sessionId, input: { productId: product.id, variantId, quantity: 1 } } });
      notify.success(`Added ${product.title} to cart!`);
    } catch (error) {
      console.warn('Could not add to the cart', error);
      notify.error('Failed to add item to cart');
    }
  };
  return { add, adding: loading };
}
