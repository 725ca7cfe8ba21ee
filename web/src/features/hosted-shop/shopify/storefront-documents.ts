/**
 * The Shopify Storefront API (2025-01) operations of the Shopify adapter. Plain strings: they are another service's
 * schema, not MomStride's, so they stay out of codegen (which checks the app's documents against schema/api.graphql).
 */

const IMAGE = `url altText`;
const MONEY = `amount currencyCode`;

const CART_FIELDS = `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      subtotalAmount { ${MONEY} }
    }
    lines(first: 100) {
      edges {
        node {
          id
          quantity
          cost {
            totalAmount { ${MONEY} }
          }
          merchandise {
            ... on ProductVariant {
              id
              title
              image { ${IMAGE} }
              price { ${MONEY} }
              product { title }
            }
          }
        }
      }
    }
  }
`;

const PRODUCT_FIELDS = `
  fragment ProductFields on Product {
    id
    handle
    title
    description
    tags
    featuredImage { ${IMAGE} }
    variants(first: 100) {
      edges {
        node {
          id
          title
          availableForSale
          price { ${MONEY} }
          image { ${IMAGE} }
        }
      }
    }
  }
`;

const USER_ERRORS = `userErrors { field message code }`;

export const CART_CREATE = `
  mutation CartCreate {
    cartCreate(input: {}) {
      cart { ...CartFields }
      ${USER_ERRORS}
    }
  }
  ${CART_FIELDS}
`;

export const CART_QUERY = `
  query Cart($cartId: ID!) {
    cart(id: $cartId) { ...CartFields }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_ADD = `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart { ...CartFields }
      ${USER_ERRORS}
    }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_UPDATE = `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart { ...CartFields }
      ${USER_ERRORS}
    }
  }
  ${CART_FIELDS}
`;

export const CART_LINES_REMOVE = `
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart { ...CartFields }
      ${USER_ERRORS}
    }
  }
  ${CART_FIELDS}
`;

export const COLLECTION_PRODUCTS = `
  query CollectionProducts($handle: String!, $first: Int!) {
    collection(handle: $handle) {
      id
      handle
      products(first: $first) {
        edges { node { ...ProductFields } }
      }
    }
  }
  ${PRODUCT_FIELDS}
`;

export const PRODUCTS = `
  query Products($first: Int!) {
    products(first: $first) {
      edges { node { ...ProductFields } }
    }
  }
  ${PRODUCT_FIELDS}
`;
