import { useTranslation } from "react-i18next";
import { Notice } from "../common/Actions";

/** What a guest sees where practice begins: practising is for registered learners (register, or log in). */
export function RegisterToPractise() {
  const { t } = useTranslation("practice");
  return (
    <Notice
      testId="register-to-practise"
      text={t("hub.guest")}
      actions={[
        { to: "/register", label: t("common:auth.toRegister") },
        { to: "/login", label: t("common:auth.toLogin"), secondary: true },
      ]}
    />
  );
}
