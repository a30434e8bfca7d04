export interface Credentials {
  email: string;
  password: string;
  name?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The register form's rules (spec §5); returns translation keys per field. */
export function validateRegister(v: Required<Credentials>): Partial<Record<keyof Credentials, string>> {
  const errors: Partial<Record<keyof Credentials, string>> = {};
  if (!v.email.trim()) errors.email = "auth.validation.emailRequired";
  else if (!EMAIL.test(v.email.trim())) errors.email = "auth.validation.emailInvalid";
  if (!v.password) errors.password = "auth.validation.passwordRequired";
  if (!v.name.trim()) errors.name = "auth.validation.nameRequired";
  return errors;
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return "auth.validation.emailRequired";
  if (!EMAIL.test(email.trim())) return "auth.validation.emailInvalid";
  return null;
}
