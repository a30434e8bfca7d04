import type { Identifier, RaRecord } from "react-admin";
import { graphql } from "../../gql";
import { listInput, type ListRequest } from "../../providers/formValues";
import { gql } from "../../providers/graphqlClient";
import { unsupported, type ResourceOps } from "../../providers/resource";

graphql(`
  fragment WebhookFields on Webhook {
    id
    url
    events
    ownerEmail
    createdAt
  }
`);

const WebhooksDocument = graphql(`
  query AdminWebhooks($filter: AdminListInput) {
    adminWebhooks(filter: $filter) {
      total
      items {
        ...WebhookFields
      }
    }
  }
`);

const WebhookDocument = graphql(`
  query AdminWebhook($id: ID!) {
    adminWebhook(id: $id) {
      ...WebhookFields
    }
    webhookDeliveries(webhookId: $id) {
      id
      event
      status
      attempts
      responseStatus
      lastError
      createdAt
      lastAttemptAt
      deliveredAt
    }
  }
`);

/** Admins: every webhook with its owner; one webhook with its newest deliveries (the delivery log). Read only. */
export const webhookApi: ResourceOps = {
  async list(request: ListRequest) {
    const { adminWebhooks } = await gql(WebhooksDocument, { filter: listInput(request) });
    return {
      data: adminWebhooks.items.map((w) => ({ ...w, events: w.events.join(", ") })) as RaRecord[],
      total: adminWebhooks.total,
    };
  },
  async one(id: Identifier) {
    const { adminWebhook, webhookDeliveries } = await gql(WebhookDocument, { id: String(id) });
    if (!adminWebhook) return null;
    return { ...adminWebhook, events: adminWebhook.events.join(", "), deliveries: webhookDeliveries } as RaRecord;
  },
  create: unsupported("webhooks", "create"),
  update: unsupported("webhooks", "update"),
  remove: unsupported("webhooks", "delete"),
};
