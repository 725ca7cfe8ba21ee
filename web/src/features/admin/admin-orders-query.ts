import { graphql } from '../../gql';

/** Orders on one page of the Orders tab (the server's cap is 100). */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Admin Panel → Orders: order requests newest first, of one status or all. */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($status: OrderStatus, $limit: Int!, $offset: Int!) {
    orders(status: $status, limit: $limit, offset: $offset) {
      id
      ...AdminOrderCard
    }
  }
`);

export const AdminOrderCardFragment = graphql(`
  fragment AdminOrderCard on Order {
    id
    reference
    status
    createdAt
    updatedAt
    firstName
    lastName
    email
    phone
    address1
    address2
    city
    region
    zip
    country
    subtotal
    note
    lines {
      id
      productTitle
      variantTitle
      image
      quantity
      unitPrice
      total
    }
  }
`);

export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {
    setOrderStatus(id: $id, status: $status, note: $note) {
      id
      status
      ...AdminOrderCard
    }
  }
`);
