import { useTranslation } from "react-i18next";
import { ApiTokensPanel } from "./ApiTokensPanel";
import { WebhooksPanel } from "./WebhooksPanel";
import "./integrations.css";

/** "Integrations" on the profile page of teachers and admins: personal access tokens and signed webhooks. */
export function IntegrationsSection() {
  const { t, ready } = useTranslation("integrations");
  if (!ready) return null; // the texts load with their own chunk: no raw keys meanwhile
  return (
    <section className="card integrations" aria-labelledby="integrations-title" data-testid="integrations">
      <h2 id="integrations-title">{t("title")}</h2>
      <p>{t("intro")}</p>
      <ApiTokensPanel />
      <WebhooksPanel />
    </section>
  );
}
