import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { PasswordField } from "../../modules/auth/AccountFields";
import { ResetPasswordMutation } from "../../modules/auth/documents";
import { signIn } from "../../modules/auth/useAuth";
import { Notice } from "../../modules/common/Actions";
import { errorMessage, fieldErrors } from "../../modules/common/errors";
import { CardForm, FormPage, SubmitButton } from "../../modules/common/Form";
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

  async function submit() {
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
    <FormPage title={t("auth.reset.title")}>
      {!token ? (
        <Notice
          className="alert alert-error"
          role="alert"
          text={t("auth.reset.missingToken")}
          link={{ to: "/forgetpassword", label: t("auth.reset.requestNew") }}
        />
      ) : (
        <CardForm onSubmit={submit}>
          <PasswordField
            label={t("auth.reset.newPassword")}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
          />
          <SubmitButton busy={loading}>{t("auth.reset.submit")}</SubmitButton>
        </CardForm>
      )}
    </FormPage>
  );
}
