import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ResetPasswordMutation } from "../../modules/auth/documents";
import { signIn } from "../../modules/auth/useAuth";
import { errorMessage, fieldErrors } from "../../modules/common/errors";
import { TextField } from "../../modules/common/Field";
import { LocalLink } from "../../modules/common/LocalLink";
import { useLocalPath } from "../../modules/common/paths";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";

/** The page the password-reset mail links to: /{lang}/reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  usePageTitle(t("auth.reset.title"));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    if (!password) {
      setError(t("auth.validation.passwordRequired"));
      return;
    }
    setError(null);
    try {
      const { data } = await reset({ variables: { token, password } });
      if (!data) return;
      await signIn(data.resetPassword);
      feedback.dialog({ kind: "success", title: t("auth.reset.doneTitle"), text: t("auth.reset.doneText") });
      navigate(local("/"));
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.password) setError(fields.password);
      else feedback.dialog({ kind: "error", title: t("auth.forget.errorTitle"), text: errorMessage(err, t) });
    }
  }

  return (
    <div className="form-page">
      <h1>{t("auth.reset.title")}</h1>
      {!token ? (
        <div className="alert alert-error" role="alert">
          <p>{t("auth.reset.missingToken")}</p>
          <LocalLink to="/forgetpassword">{t("auth.reset.requestNew")}</LocalLink>
        </div>
      ) : (
        <form className="form card" noValidate onSubmit={(e) => void submit(e)}>
          <TextField
            label={t("auth.reset.newPassword")}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            required
          />
          <button type="submit" className="button" disabled={loading} aria-busy={loading}>
            {t("auth.reset.submit")}
          </button>
        </form>
      )}
    </div>
  );
}
