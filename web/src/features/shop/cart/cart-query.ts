import { graphql } from '../../../gql';

/**
 * What a screen shows of a cart. Every cart mutation (add, set quantity, remove) selects it too, so its answer
 * updates the cached cart (normalised by its id, the session id) and every screen showing it.
 */
export const CartContentsFragment = graphql(`
  fragment CartContents on Cart {
    id
    itemCount
    subtotal
    completed
    items {
      id
      productId
      productTitle
      variantId
      variantTitle
      quantity
      unitPrice
      total
      image
      isAvailable
    }
  }
`);

/** The shopper's cart by its session id (an unknown id is an empty cart). */
export const CartQuery = graphql(`
  query Cart($sessionId: String!) {
    cart(sessionId: $sessionId) {
      id
      ...CartContents
    }
  }
`);
