import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../common/errors";
import { SelectField, TextField } from "../common/Field";
import { useFeedback } from "../feedback/feedback";
import { ChoicesFieldset, SecretOrForm, toggleChoice, useCreateWithSecret } from "./CreateWithSecret";
import { CreateApiTokenMutation, MyApiTokensQuery, RevokeApiTokenMutation } from "./documents";
import { useDateText } from "./SecretOnce";

export const SCOPES = ["read:content", "read:results", "write:courses"] as const;
const EXPIRY_DAYS = ["30", "90", "365", ""] as const;

/** Personal access tokens: create one with scopes and expiry (its secret shown once), the list with last use, revoke. */
export function ApiTokensPanel() {
  const { t } = useTranslation("integrations");
  const common = useTranslation().t;
  const feedback = useFeedback();
  const list = useQuery(MyApiTokensQuery, { fetchPolicy: "cache-and-network" });
  const [create, creating] = useMutation(CreateApiTokenMutation);
  const [revoke] = useMutation(RevokeApiTokenMutation);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>(["read:results"]);
  const [days, setDays] = useState<string>("90");
  const [confirming, setConfirming] = useState<string | null>(null);
  const date = useDateText();
  const tokens = list.data?.myApiTokens ?? [];
  const form = useCreateWithSecret(
    () => ({
      ...(name.trim() ? {} : { name: t("tokens.nameRequired") }),
      ...(scopes.length ? {} : { scopes: t("tokens.scopesRequired") }),
    }),
    async () => {
      const expiresAt = days ? new Date(Date.now() + Number(days) * 86_400_000).toISOString() : null;
      const r = await create({ variables: { name: name.trim(), scopes, expiresAt } });
      setName("");
      await list.refetch();
      return r.data?.createApiToken.token ?? null;
    },
  );

  async function revokeToken(id: string) {
    try {
      await revoke({ variables: { id } });
      setConfirming(null);
      await list.refetch();
      feedback.toast("success", t("tokens.revoked"));
    } catch (err) {
      feedback.dialog({ kind: "error", title: t("errorTitle"), text: errorMessage(err, common) });
    }
  }

  return (
    <div className="integrations-part" data-testid="api-tokens">
      <h3>{t("tokens.title")}</h3>
      <p>
        {t("tokens.intro")} <code dir="ltr">Authorization: Bearer dpat_…</code>
      </p>
      <SecretOrForm
        secret={form.secret}
        secretLabel={t("tokens.secretLabel")}
        onDone={form.done}
        busy={creating.loading}
        onSubmit={() => void form.submit()}
        formError={form.errors.form}
        submitLabel={t("tokens.create")}
      >
        <TextField
          label={t("tokens.name")}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={form.errors.name}
          hint={t("tokens.nameHint")}
        />
        <ChoicesFieldset
          legend={t("tokens.scopes")}
          choices={SCOPES}
          chosen={scopes}
          onToggle={(scope) => setScopes((s) => toggleChoice(SCOPES, s, scope))}
          describe={(scope) => t(`scope.${scope}`)}
          error={form.errors.scopes}
          errorId="token-scopes-error"
        />
        <SelectField
          label={t("tokens.expiry")}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          placeholder={t("tokens.never")}
          options={EXPIRY_DAYS.filter(Boolean).map((d) => ({ value: d, label: t("tokens.days", { count: Number(d) }) }))}
        />
        {form.errors.expiresAt && <p className="field-error">{form.errors.expiresAt}</p>}
      </SecretOrForm>
      {tokens.length === 0 ? (
        <p className="muted">{t("tokens.none")}</p>
      ) : (
        <ul className="integrations-list" aria-label={t("tokens.listLabel")}>
          {tokens.map((token) => (
            <li key={token.id} className="integrations-item" data-testid="api-token">
              <div className="integrations-item-head">
                <strong>{token.name}</strong> <code dir="ltr">{token.hint}…</code>
              </div>
              <div className="integrations-meta">
                <span>{token.scopes.join(", ")}</span>
                <span>{t("tokens.created", { date: date(token.createdAt, "") })}</span>
                <span>{t("tokens.expires", { date: date(token.expiresAt, t("tokens.neverShort")) })}</span>
                <span data-testid="last-used">{t("tokens.lastUsed", { date: date(token.lastUsedAt, t("tokens.notUsed")) })}</span>
              </div>
              {confirming === token.id ? (
                <div className="actions">
                  <button type="button" className="button button-danger" onClick={() => void revokeToken(token.id)}>
                    {t("tokens.revokeConfirm")}
                  </button>
                  <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                    {t("cancel")}
                  </button>
                </div>
              ) : (
                <button type="button" className="button button-secondary" onClick={() => setConfirming(token.id)}>
                  {t("tokens.revoke", { name: token.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
