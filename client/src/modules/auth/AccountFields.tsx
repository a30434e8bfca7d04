import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "../common/Field";
import { countryOptions, languageOptions } from "./profileOptions";

type Change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

interface InputProps {
  value: string;
  onChange: Change;
  error?: string | null;
  /** The input's name (the register form focuses its first invalid field by name). */
  name?: string;
}

/** The account's email address (required). */
export function EmailField(props: InputProps) {
  const { t } = useTranslation();
  return <TextField label={t("auth.email")} type="email" autoComplete="email" required {...props} />;
}

/** A password (required): the current one to sign in, a new one to register or reset. */
export function PasswordField({
  label,
  autoComplete,
  ...props
}: InputProps & { label?: string; autoComplete: "current-password" | "new-password" }) {
  const { t } = useTranslation();
  return <TextField label={label ?? t("auth.password")} type="password" autoComplete={autoComplete} required {...props} />;
}

export interface ProfileValues {
  name: string;
  mobile: string;
  language: string;
  country: string;
}

interface ProfileFieldsProps {
  values: ProfileValues;
  errors: Partial<Record<string, string>>;
  onChange: (key: keyof ProfileValues) => Change;
  /** register: the optional fields say so, the language comes before the country; profile: plain labels, the country first. */
  variant: "register" | "profile";
}

/** Name, mobile, language and country: what a learner tells about themselves, on registering and in the profile. */
export function ProfileFields({ values, errors, onChange, variant }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const optional = (label: string) => (variant === "register" ? `${label} (${t("common.optional")})` : label);
  const selects = variant === "register" ? (["language", "country"] as const) : (["country", "language"] as const);
  return (
    <>
      <TextField
        label={t("auth.name")}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={onChange("name")}
        error={errors.name}
        required
      />
      <TextField
        label={optional(t("auth.mobile"))}
        type="tel"
        name="mobile"
        autoComplete="tel"
        value={values.mobile}
        onChange={onChange("mobile")}
        error={errors.mobile}
      />
      {selects.map((key) => (
        <SelectField
          key={key}
          label={optional(t(`auth.${key}`))}
          name={key}
          value={values[key]}
          onChange={onChange(key)}
          options={key === "language" ? languageOptions(t) : countryOptions(t)}
          placeholder={t("common.choose")}
        />
      ))}
    </>
  );
}
