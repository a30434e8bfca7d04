import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { session } from "../../app/session";
import { errorMessage, fieldErrors } from "../common/errors";
import { TextField } from "../common/Field";
import { LocalLink } from "../common/LocalLink";
import { useLocalPath } from "../common/paths";
import { useFeedback } from "../feedback/feedback";
import { AccountProofQuery, DeleteMyAccountMutation, ExportMyDataQuery } from "./documents";

/** Saves a JSON document as a file the learner keeps (the browser's download, no new window). */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "My data" on the profile page: download everything stored about the account, or delete it for good. */
export function DataRightsSection() {
  const { t, ready } = useTranslation("account");
  const common = useTranslation().t;
  const client = useApolloClient();
  const feedback = useFeedback();
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      const { data } = await client.query({ query: ExportMyDataQuery, fetchPolicy: "network-only" });
      saveJson(data?.exportMyData ?? {}, `deutschpruefung-${new Date().toISOString().slice(0, 10)}.json`);
      feedback.toast("success", t("exported"));
    } catch (err) {
      feedback.dialog({ kind: "error", title: t("errorTitle"), text: errorMessage(err, common) });
    } finally {
      setExporting(false);
    }
  }

  if (!ready) return null; // the texts load with their own chunk: no raw keys meanwhile
  return (
    <section className="card data-rights" aria-labelledby="data-rights-title">
      <h2 id="data-rights-title">{t("title")}</h2>
      <p>{t("exportText")}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={exporting}
        aria-busy={exporting}
      >
        {exporting ? t("exporting") : t("export")}
      </button>
      <DeleteAccount />
    </section>
  );
}

function DeleteAccount() {
  const { t } = useTranslation("account");
  const common = useTranslation().t;
  const client = useApolloClient();
  const navigate = useNavigate();
  const local = useLocalPath();
  const feedback = useFeedback();
  const proof = useQuery(AccountProofQuery);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteMyAccountMutation);
  const hasPassword = proof.data?.me?.hasPassword ?? true;

  async function confirm() {
    if (!password) {
      setError(t("passwordRequired"));
      return;
    }
    setError(null);
    try {
      await remove({ variables: { input: { password } } });
      session.clear();
      await client.clearStore();
      feedback.dialog({ kind: "success", title: t("deletedTitle"), text: t("deletedText") });
      navigate(local("/"));
    } catch (err) {
      setError(fieldErrors(err).password ?? errorMessage(err, common));
    }
  }

  return (
    <div className="data-rights-delete">
      <h3>{t("deleteTitle")}</h3>
      <p>{t("deleteText")}</p>
      {!hasPassword ? (
        <p data-testid="delete-needs-password">
          {t("googleOnly")} <LocalLink to="/forgetpassword">{t("setPassword")}</LocalLink>
        </p>
      ) : !open ? (
        <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
          {t("delete")}
        </button>
      ) : (
        <form
          className="form"
          noValidate
          aria-busy={loading}
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label={t("password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            hint={t("passwordHint")}
          />
          <div className="actions">
            <button type="submit" className="button button-danger" disabled={loading} aria-busy={loading}>
              {loading ? t("deleting") : t("deleteForever")}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)} disabled={loading}>
              {t("cancel")}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
