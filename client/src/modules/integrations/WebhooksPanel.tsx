import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../common/errors";
import { TextField } from "../common/Field";
import { useFeedback } from "../feedback/feedback";
import { ChoicesFieldset, SecretOrForm, toggleChoice, useCreateWithSecret } from "./CreateWithSecret";
import { CreateWebhookMutation, DeleteWebhookMutation, MyWebhooksQuery, WebhookDeliveriesQuery } from "./documents";
import { useDateText } from "./SecretOnce";

export const EVENTS = ["attempt.submitted", "assessment.created", "assignment.created"] as const;

/** Signed webhooks: register an endpoint for events (its signing secret shown once), the list, its deliveries, delete. */
export function WebhooksPanel() {
  const { t } = useTranslation("integrations");
  const common = useTranslation().t;
  const feedback = useFeedback();
  const list = useQuery(MyWebhooksQuery, { fetchPolicy: "cache-and-network" });
  const [create, creating] = useMutation(CreateWebhookMutation);
  const [remove] = useMutation(DeleteWebhookMutation);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>(["attempt.submitted"]);
  const [open, setOpen] = useState<string | null>(null);
  const hooks = list.data?.myWebhooks ?? [];
  const form = useCreateWithSecret(
    () => ({
      ...(url.trim() ? {} : { url: t("webhooks.urlRequired") }),
      ...(events.length ? {} : { events: t("webhooks.eventsRequired") }),
    }),
    async () => {
      const r = await create({ variables: { url: url.trim(), events } });
      setUrl("");
      await list.refetch();
      return r.data?.createWebhook.secret ?? null;
    },
  );

  async function removeHook(id: string) {
    try {
      await remove({ variables: { id } });
      await list.refetch();
      feedback.toast("success", t("webhooks.deleted"));
    } catch (err) {
      feedback.dialog({ kind: "error", title: t("errorTitle"), text: errorMessage(err, common) });
    }
  }

  return (
    <div className="integrations-part" data-testid="webhooks">
      <h3>{t("webhooks.title")}</h3>
      <p>{t("webhooks.intro")}</p>
      <SecretOrForm
        secret={form.secret}
        secretLabel={t("webhooks.secretLabel")}
        onDone={form.done}
        busy={creating.loading}
        onSubmit={() => void form.submit()}
        formError={form.errors.form}
        submitLabel={t("webhooks.create")}
      >
        <TextField
          label={t("webhooks.url")}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://example.org/hooks/deutsch"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={form.errors.url}
        />
        <ChoicesFieldset
          legend={t("webhooks.events")}
          choices={EVENTS}
          chosen={events}
          onToggle={(event) => setEvents((s) => toggleChoice(EVENTS, s, event))}
          describe={(event) => t(`event.${event}`)}
          error={form.errors.events}
          errorId="webhook-events-error"
        />
      </SecretOrForm>
      {hooks.length === 0 ? (
        <p className="muted">{t("webhooks.none")}</p>
      ) : (
        <ul className="integrations-list" aria-label={t("webhooks.listLabel")}>
          {hooks.map((hook) => (
            <li key={hook.id} className="integrations-item" data-testid="webhook">
              <div className="integrations-item-head">
                <code dir="ltr" className="integrations-url">
                  {hook.url}
                </code>
              </div>
              <div className="integrations-meta">
                <span dir="ltr">{hook.events.join(", ")}</span>
              </div>
              <div className="actions">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-expanded={open === hook.id}
                  onClick={() => setOpen(open === hook.id ? null : hook.id)}
                >
                  {t("webhooks.deliveries")}
                </button>
                <button type="button" className="button button-secondary" onClick={() => void removeHook(hook.id)}>
                  {t("webhooks.delete")}
                </button>
              </div>
              {open === hook.id && <Deliveries webhookId={hook.id} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The newest deliveries of one webhook: event, status, tries, last error. */
function Deliveries({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation("integrations");
  const date = useDateText();
  const log = useQuery(WebhookDeliveriesQuery, { variables: { webhookId }, fetchPolicy: "network-only" });
  const rows = log.data?.webhookDeliveries ?? [];
  if (log.loading && !log.data) return <p className="muted">{t("webhooks.loading")}</p>;
  if (!rows.length) return <p className="muted">{t("webhooks.noDeliveries")}</p>;
  return (
    <ul className="integrations-deliveries" data-testid="deliveries">
      {rows.map((d) => (
        <li key={d.id}>
          <code dir="ltr">{d.event}</code> · {t(`status.${d.status}`)} · {t("webhooks.tries", { count: d.attempts })} ·{" "}
          {date(d.createdAt, "")}
          {d.lastError && (
            <span className="field-error" dir="ltr">
              {" "}
              {d.lastError}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
