import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmailField } from "../../modules/auth/AccountFields";
import { RequestPasswordResetMutation } from "../../modules/auth/documents";
import { validateEmail } from "../../modules/auth/validation";
import { errorMessage } from "../../modules/common/errors";
import { CardForm, FormLinks, FormPage, SubmitButton } from "../../modules/common/Form";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);
  usePageTitle(t("auth.forget.title"));

  async function submit() {
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
    <FormPage title={t("auth.forget.title")}>
      <CardForm onSubmit={submit}>
        <p>{t("auth.forget.text")}</p>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        <SubmitButton busy={loading}>{t("auth.forget.submit")}</SubmitButton>
        <FormLinks links={[{ to: "/login", label: t("auth.toLogin") }]} />
      </CardForm>
    </FormPage>
  );
}
