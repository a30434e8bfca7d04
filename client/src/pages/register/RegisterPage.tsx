import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { EmailField, PasswordField, ProfileFields, type ProfileValues } from "../../modules/auth/AccountFields";
import { RegisterMutation } from "../../modules/auth/documents";
import { takePendingResultPath } from "../../modules/auth/pendingResult";
import { signIn } from "../../modules/auth/useAuth";
import { validateRegister } from "../../modules/auth/validation";
import { errorCode, fieldErrors, isNetworkError } from "../../modules/common/errors";
import { CardForm, FormLinks, FormPage, SubmitButton } from "../../modules/common/Form";
import { useLocalPath } from "../../modules/common/paths";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";

type Values = ProfileValues & { email: string; password: string };
const EMPTY: Values = { email: "", password: "", name: "", mobile: "", language: "", country: "" };

export function RegisterPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const local = useLocalPath();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [register, { loading }] = useMutation(RegisterMutation);
  const formRef = useRef<HTMLFormElement>(null);
  usePageTitle(t("auth.register.title"));

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit() {
    const found = validateRegister(values);
    const translated = Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)]));
    setErrors(translated);
    if (Object.keys(found).length) {
      const first = (["email", "password", "name"] as const).find((k) => found[k]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const { data } = await register({
        variables: {
          input: {
            email: values.email.trim(),
            password: values.password,
            name: values.name.trim(),
            mobile: values.mobile.trim() || null,
            language: values.language || null,
            country: values.country || null,
          },
        },
      });
      if (!data) return;
      await signIn(data.register);
      feedback.dialog({
        kind: "success",
        title: t("auth.successTitle"),
        // the server queues the mail as it answers: "we are sending", never "you have received"
        text: `${t("auth.registerSuccess")} ${t("auth.register.confirmationSent", { email: data.register.user.email })}`,
      });
      navigate(local(takePendingResultPath("/goethe-tests")));
    } catch (error) {
      if (isNetworkError(error)) {
        feedback.dialog({ kind: "error", title: t("errors.serverTitle"), text: t("errors.serverText") });
        return;
      }
      const fields = fieldErrors(error);
      if (errorCode(error) === "BAD_USER_INPUT" && Object.keys(fields).length) {
        setErrors(fields);
        return;
      }
      feedback.dialog({
        kind: "error",
        title: t("auth.register.failedTitle"),
        text: error instanceof Error ? error.message : t("errors.generic"),
      });
    }
  }

  return (
    <FormPage title={t("auth.register.title")}>
      <CardForm formRef={formRef} onSubmit={submit} busy={loading}>
        <EmailField name="email" value={values.email} onChange={set("email")} error={errors.email} />
        <PasswordField
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
          error={errors.password}
        />
        <ProfileFields variant="register" values={values} errors={errors} onChange={set} />
        <SubmitButton busy={loading} spinner testId="register-submit">
          {loading ? t("auth.register.submitting") : t("auth.register.submit")}
        </SubmitButton>
        <p className="field-hint">{t("auth.register.confirmationHint")}</p>
        <FormLinks links={[{ to: "/login", label: t("auth.register.haveAccount") }]} />
      </CardForm>
    </FormPage>
  );
}
