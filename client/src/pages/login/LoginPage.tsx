import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useLang } from "../../app/useLang";
import { EmailField, PasswordField } from "../../modules/auth/AccountFields";
import { AuthProvidersQuery, LoginMutation } from "../../modules/auth/documents";
import { takePendingResultPath } from "../../modules/auth/pendingResult";
import { signIn } from "../../modules/auth/useAuth";
import { validateEmail } from "../../modules/auth/validation";
import { isNetworkError } from "../../modules/common/errors";
import { CardForm, FormLinks, FormPage, SubmitButton } from "../../modules/common/Form";
import { useLocalPath } from "../../modules/common/paths";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";

export function LoginPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [login, { loading }] = useMutation(LoginMutation);
  const providers = useQuery(AuthProvidersQuery);
  usePageTitle(t("auth.login.title"));

  const confirmed = params.get("emailConfirmed");
  const googleError = params.get("google_error");

  async function submit() {
    const emailError = validateEmail(email);
    const next = {
      email: emailError ? t(emailError) : undefined,
      password: password ? undefined : t("auth.validation.passwordRequired"),
    };
    setErrors(next);
    if (next.email || next.password) return;
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) return;
      await signIn(data.login);
      feedback.dialog({ kind: "success", title: t("auth.login.title"), text: t("auth.loginSuccess") });
      navigate(local(takePendingResultPath("/goethe-tests")));
    } catch (error) {
      feedback.dialog({
        kind: "error",
        title: isNetworkError(error) ? t("errors.serverTitle") : t("auth.login.failedTitle"),
        text: isNetworkError(error) ? t("errors.serverText") : t("auth.login.wrongEmail"),
      });
    }
  }

  const googleUrl = providers.data?.authProviders.google ? providers.data.authProviders.googleUrl : null;

  return (
    <FormPage title={t("auth.login.title")}>
      {confirmed === "1" && <p className="alert alert-success">{t("auth.confirm.done")}</p>}
      {confirmed === "0" && <p className="alert alert-error">{t("auth.confirm.failed")}</p>}
      {googleError && (
        <p className="alert alert-error" role="alert">
          {t("auth.google.failed")}
        </p>
      )}
      <CardForm onSubmit={submit}>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <PasswordField
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <SubmitButton busy={loading}>{loading ? t("auth.login.submitting") : t("auth.login.submit")}</SubmitButton>
        {googleUrl && (
          <>
            <p className="divider">{t("auth.login.or")}</p>
            <a
              className="button button-secondary"
              href={`${googleUrl}${googleUrl.includes("?") ? "&" : "?"}lang=${lang}`}
              data-testid="google-login"
            >
              {t("auth.login.google")}
            </a>
          </>
        )}
        <FormLinks
          links={[
            { to: "/register", label: t("auth.login.noAccount") },
            { to: "/forgetpassword", label: t("auth.login.forgot") },
          ]}
        />
      </CardForm>
    </FormPage>
  );
}
