import { useTranslation } from "react-i18next";
import { ActionLinks } from "../../modules/common/Actions";
import { usePageTitle } from "../../modules/common/usePageTitle";

export function NoResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("noresult.title"));
  return (
    <div className="center-page">
      <h1>{t("noresult.title")}</h1>
      <p className="lead" data-testid="noresult-text">
        {t("noresult.text")}
      </p>
      <ActionLinks
        center
        actions={[
          { to: "/register", label: t("nav.register") },
          { to: "/login", label: t("nav.login"), secondary: true },
        ]}
      />
    </div>
  );
}
