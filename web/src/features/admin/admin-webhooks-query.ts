import { graphql } from '../../gql';

/** Deliveries on one page of an endpoint's log ("Load more" asks for the next 20). */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

/** Admin Panel → Webhooks: every registered endpoint. */
export const AdminWebhooksQuery = graphql(`
  query AdminWebhooks {
    webhookEndpoints {
      id
      ...AdminWebhookCard
    }
  }
`);

export const AdminWebhookCardFragment = graphql(`
  fragment AdminWebhookCard on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    secretPrefix
    previousSecretPrefix
    previousSecretExpiresAt
    createdAt
    updatedAt
    failingSince
    turnsOffAt
    autoDisabledAt
    lastDelivery {
      id
      event
      status
      createdAt
      responseStatus
      error
      durationMs
    }
  }
`);

/** One page of an endpoint's delivery log, newest first. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($id: ID!, $limit: Int!, $offset: Int!) {
    webhookEndpoint(id: $id) {
      id
      deliveries(limit: $limit, offset: $offset) {
        id
        ...WebhookDeliveryRow
      }
    }
  }
`);

export const WebhookDeliveryRowFragment = graphql(`
  fragment WebhookDeliveryRow on WebhookDelivery {
    id
    event
    status
    attemptCount
    createdAt
    nextAttemptAt
    responseStatus
    error
    durationMs
    payload
    attempts {
      number
      at
      responseStatus
      error
      durationMs
      responseSnippet
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        ...AdminWebhookCard
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      id
      ...AdminWebhookCard
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        id
        ...AdminWebhookCard
      }
    }
  }
`);

export const SendWebhookTestMutation = graphql(`
  mutation SendWebhookTest($id: ID!) {
    sendWebhookTest(id: $id) {
      id
      status
      responseStatus
      error
      durationMs
    }
  }
`);
