import { graphql } from "../../gql";

/** Whether the profile shows the integrations section: teachers and admins only. */
export const IntegrationsViewerQuery = graphql(`
  query IntegrationsViewer {
    me {
      id
      isTeacher
      isAdmin
    }
  }
`);

export const ApiTokenFieldsFragment = graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    hint
    scopes
    createdAt
    expiresAt
    lastUsedAt
  }
`);

export const MyApiTokensQuery = graphql(`
  query MyApiTokens {
    myApiTokens {
      ...ApiTokenFields
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!, $scopes: [String!]!, $expiresAt: DateTime) {
    createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) {
      token
      apiToken {
        ...ApiTokenFields
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

export const MyWebhooksQuery = graphql(`
  query MyWebhooks {
    myWebhooks {
      id
      url
      events
      createdAt
    }
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($url: String!, $events: [String!]!) {
    createWebhook(url: $url, events: $events) {
      secret
      webhook {
        id
      }
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookId: ID!) {
    webhookDeliveries(webhookId: $webhookId) {
      id
      event
      status
      attempts
      responseStatus
      lastError
      createdAt
    }
  }
`);
