import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, fieldErrors } from "../common/errors";
import { TextField } from "../common/Field";
import { useFeedback } from "../feedback/feedback";
import { CreateWebhookMutation, DeleteWebhookMutation, MyWebhooksQuery, WebhookDeliveriesQuery } from "./documents";
import { SecretOnce, useDateText } from "./SecretOnce";

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const hooks = list.data?.myWebhooks ?? [];

  const toggle = (event: string) =>
    setEvents((s) => (s.includes(event) ? s.filter((x) => x !== event) : EVENTS.filter((x) => x === event || s.includes(x))));

  async function submit() {
    const local: Record<string, string> = {};
    if (!url.trim()) local.url = t("webhooks.urlRequired");
    if (!events.length) local.events = t("webhooks.eventsRequired");
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const r = await create({ variables: { url: url.trim(), events } });
      setSecret(r.data?.createWebhook.secret ?? null);
      setUrl("");
      await list.refetch();
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(err, common) });
    }
  }

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
      {secret ? (
        <SecretOnce label={t("webhooks.secretLabel")} value={secret} onDone={() => setSecret(null)} />
      ) : (
        <form
          className="form"
          noValidate
          aria-busy={creating.loading}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t("webhooks.url")}
            type="url"
            dir="ltr"
            inputMode="url"
            placeholder="https://example.org/hooks/deutsch"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={errors.url}
          />
          <fieldset className="integrations-choices">
            <legend>{t("webhooks.events")}</legend>
            {EVENTS.map((event) => (
              <label key={event} className="integrations-choice">
                <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
                <span>
                  <code dir="ltr">{event}</code> {t(`event.${event}`)}
                </span>
              </label>
            ))}
            {errors.events && (
              <p className="field-error" data-testid="field-error">
                {errors.events}
              </p>
            )}
          </fieldset>
          {errors.form && <p className="field-error">{errors.form}</p>}
          <button type="submit" className="button" disabled={creating.loading} aria-busy={creating.loading}>
            {t("webhooks.create")}
          </button>
        </form>
      )}
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
