import { useMutation } from "@apollo/client/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { RegisterMutation } from "../../modules/auth/documents";
import { takePendingResultPath } from "../../modules/auth/pendingResult";
import { countryOptions, languageOptions } from "../../modules/auth/profileOptions";
import { signIn } from "../../modules/auth/useAuth";
import { validateRegister } from "../../modules/auth/validation";
import { errorCode, fieldErrors, isNetworkError } from "../../modules/common/errors";
import { SelectField, TextField } from "../../modules/common/Field";
import { LocalLink } from "../../modules/common/LocalLink";
import { useLocalPath } from "../../modules/common/paths";
import { usePageTitle } from "../../modules/common/usePageTitle";
import { useFeedback } from "../../modules/feedback/feedback";

type Values = { email: string; password: string; name: string; mobile: string; language: string; country: string };
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

  async function submit(e: FormEvent) {
    e.preventDefault();
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
        text: `${t("auth.registerSuccess")} ${t("auth.register.confirmationMail")}`,
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
    <div className="form-page">
      <h1>{t("auth.register.title")}</h1>
      <form ref={formRef} className="form card" noValidate onSubmit={(e) => void submit(e)} aria-busy={loading}>
        <TextField
          label={t("auth.email")}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          error={errors.email}
          required
        />
        <TextField
          label={t("auth.password")}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
          error={errors.password}
          required
        />
        <TextField
          label={t("auth.name")}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set("name")}
          error={errors.name}
          required
        />
        <TextField
          label={`${t("auth.mobile")} (${t("common.optional")})`}
          type="tel"
          name="mobile"
          autoComplete="tel"
          value={values.mobile}
          onChange={set("mobile")}
          error={errors.mobile}
        />
        <SelectField
          label={`${t("auth.language")} (${t("common.optional")})`}
          name="language"
          value={values.language}
          onChange={set("language")}
          options={languageOptions(t)}
          placeholder={t("common.choose")}
        />
        <SelectField
          label={`${t("auth.country")} (${t("common.optional")})`}
          name="country"
          value={values.country}
          onChange={set("country")}
          options={countryOptions(t)}
          placeholder={t("common.choose")}
        />
        <button type="submit" className="button" disabled={loading} aria-busy={loading} data-testid="register-submit">
          {loading && <span className="spinner spinner-light" aria-hidden="true" />}
          {loading ? t("auth.register.submitting") : t("auth.register.submit")}
        </button>
        <p className="field-hint">{t("auth.register.confirmationMail")}</p>
        <div className="form-links">
          <LocalLink to="/login">{t("auth.register.haveAccount")}</LocalLink>
        </div>
      </form>
    </div>
  );
}
