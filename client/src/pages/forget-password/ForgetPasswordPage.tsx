import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { RequestPasswordResetMutation } from "../../modules/auth/documents";
import { validateEmail } from "../../modules/auth/validation";
import { errorMessage } from "../../modules/common/errors";
import { TextField } from "../../modules/common/Field";
import { LocalLink } from "../../modules/common/LocalLink";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);
  usePageTitle(t("auth.forget.title"));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid ? t(invalid) : null);
    if (invalid) return;
    try {
      await request({ variables: { email: email.trim() } });
      feedback.dialog({ kind: "success", title: t("auth.forget.sentTitle"), text: t("auth.forget.sentText") });
    } catch (err) {
      feedback.dialog({ kind: "error", title: t("auth.forget.errorTitle"), text: errorMessage(err, t) });
    }
  }

  return (
    <div className="form-page">
      <h1>{t("auth.forget.title")}</h1>
      <form className="form card" noValidate onSubmit={(e) => void submit(e)}>
        <p>{t("auth.forget.text")}</p>
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          required
        />
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          {t("auth.forget.submit")}
        </button>
        <div className="form-links">
          <LocalLink to="/login">{t("auth.toLogin")}</LocalLink>
        </div>
      </form>
    </div>
  );
}
