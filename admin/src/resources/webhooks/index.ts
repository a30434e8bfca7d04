import type { RaRecord } from "react-admin";
import { WebhookList } from "./WebhookList";
import { WebhookShow } from "./WebhookShow";

/** Integrators' webhooks and their delivery log (issue 31): read only, for admins. */
export const webhooks = {
  list: WebhookList,
  show: WebhookShow,
  recordRepresentation: (r: RaRecord) => String(r.url),
};
